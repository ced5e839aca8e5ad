#include "compiler/ir/stmt.h"

#include <algorithm>
#include <utility>

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

const CommentLines& Stmt::leading_comments() const {
  static const CommentLines* const kNone = new CommentLines();
  return comments_ ? *comments_ : *kNone;
}

void AttachLeadingComments(const StmtPtr& fresh, std::shared_ptr<const CommentLines> comments) {
  if (!fresh) return;
  if (comments && comments->empty()) comments = nullptr;
  // The one write to a statement after construction: allowed only while the
  // caller holds the sole reference (see the declaration).
  const_cast<Stmt&>(*fresh).comments_ = std::move(comments);
}

StmtPtr KeepLeadingComments(const StmtPtr& from, StmtPtr fresh) {
  // Only a statement nobody else holds yet may take them.
  if (from && from->has_leading_comments() && fresh && fresh != from && fresh.use_count() == 1 &&
      fresh->kind() != NodeKind::kSeq) {
    AttachLeadingComments(fresh, from->comments_);
  }
  return fresh;
}

StmtPtr MakeSeq(std::vector<StmtPtr> stmts, Span span) {
  // Most lists are flat already: keep the vector instead of copying it.
  const bool flat_already = std::none_of(stmts.begin(), stmts.end(), [](const StmtPtr& s) {
    return !s || s->kind() == NodeKind::kSeq;
  });
  if (flat_already) {
    if (stmts.size() == 1) return std::move(stmts[0]);
    return std::make_shared<SeqStmts>(std::move(stmts), span);
  }
  std::vector<StmtPtr> flat;
  flat.reserve(stmts.size());
  for (const auto& s : stmts) AppendFlattened(s, &flat);
  if (flat.size() == 1) return flat[0];
  return std::make_shared<SeqStmts>(std::move(flat), span);
}

std::pair<std::vector<StmtPtr>, std::vector<ExprPtr>> SplitTrailingYield(const StmtPtr& body) {
  std::vector<StmtPtr> stmts = StmtList(body);
  std::vector<ExprPtr> values;
  if (!stmts.empty()) {
    if (auto yield = As<YieldStmt>(stmts.back())) {
      values = yield->values();
      stmts.pop_back();
    }
  }
  return {std::move(stmts), std::move(values)};
}

std::vector<StmtPtr> StmtList(const StmtPtr& body) {
  if (!body) return {};
  if (auto seq = As<SeqStmts>(body)) return seq->stmts();
  return {body};
}

}  // namespace ptoc::ir
