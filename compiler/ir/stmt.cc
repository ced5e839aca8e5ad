#include "compiler/ir/stmt.h"

namespace ptoc::ir {
namespace {
void AppendFlattened(const StmtPtr& stmt, std::vector<StmtPtr>* out) {
  if (!stmt) return;
  if (auto seq = As<SeqStmts>(stmt)) {
    for (const auto& s : seq->stmts()) AppendFlattened(s, out);
    return;
  }
  out->push_back(stmt);
}
}  // namespace

StmtPtr MakeSeq(std::vector<StmtPtr> stmts, Span span) {
  std::vector<StmtPtr> flat;
  flat.reserve(stmts.size());
  for (const auto& s : stmts) AppendFlattened(s, &flat);
  if (flat.size() == 1) return flat[0];
  return std::make_shared<SeqStmts>(std::move(flat), std::move(span));
}

std::vector<StmtPtr> StmtList(const StmtPtr& body) {
  if (!body) return {};
  if (auto seq = As<SeqStmts>(body)) return seq->stmts();
  return {body};
}

}  // namespace ptoc::ir
