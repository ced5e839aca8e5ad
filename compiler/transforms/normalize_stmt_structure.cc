// NormalizeStmtStructure: canonical statement blocks. Nested sequences are
// spliced and one-statement sequences unwrapped, recursively through every
// loop, branch and scope body.
#include <vector>

#include "compiler/ir/mutator.h"
#include "compiler/transforms/passes.h"

namespace ptoc::transforms {
namespace {

using ir::ForStmt;
using ir::IfStmt;
using ir::NodeKind;
using ir::ScopeStmt;
using ir::SeqStmts;
using ir::StmtPtr;
using ir::WhileStmt;

class Normalizer : public ir::IRMutator {
 public:
  ir::StmtPtr MutateSeq(const ir::SeqStmtsPtr& stmt) override {
    std::vector<ir::StmtPtr> stmts;
    bool changed = stmt->stmts().size() == 1;
    for (const auto& s : stmt->stmts()) {
      ir::StmtPtr m = MutateStmt(s);
      if (m != s || ir::IsA<ir::SeqStmts>(m)) changed = true;
      if (m) stmts.push_back(std::move(m));
    }
    if (!changed) return stmt;
    return ir::MakeSeq(std::move(stmts), stmt->span());
  }
};

// Would the Normalizer change `s`? It only splices nested sequences and
// unwraps one-statement ones, so a statement-level scan tells; programs that
// are already normalized (most, as InitMemRef runs this again) skip the
// rewrite walk through every expression.
bool NeedsNormalizing(const StmtPtr& s) {
  if (!s) return false;
  switch (s->kind()) {
    case NodeKind::kSeq: {
      const auto& stmts = static_cast<const SeqStmts&>(*s).stmts();
      if (stmts.size() == 1) return true;
      for (const auto& c : stmts) {
        if (!c || c->kind() == NodeKind::kSeq || NeedsNormalizing(c)) return true;
      }
      return false;
    }
    case NodeKind::kIf: {
      const auto& i = static_cast<const IfStmt&>(*s);
      return NeedsNormalizing(i.then_body()) || NeedsNormalizing(i.else_body());
    }
    case NodeKind::kFor:
      return NeedsNormalizing(static_cast<const ForStmt&>(*s).body());
    case NodeKind::kWhile:
      return NeedsNormalizing(static_cast<const WhileStmt&>(*s).body());
    case NodeKind::kScope:
      return NeedsNormalizing(static_cast<const ScopeStmt&>(*s).body());
    default:
      return false;
  }
}

}  // namespace

ir::ProgramPtr NormalizeStmtStructure(const ir::ProgramPtr& program) {
  for (const auto& f : program->functions()) {
    if (NeedsNormalizing(f->body())) return Normalizer().MutateProgram(program);
  }
  return program;
}

}  // namespace ptoc::transforms
