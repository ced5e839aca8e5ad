// NormalizeStmtStructure: canonical statement blocks. Nested sequences are
// spliced and one-statement sequences unwrapped, recursively through every
// loop, branch and scope body.
#include <vector>

#include "compiler/ir/mutator.h"
#include "compiler/transforms/passes.h"

namespace ptoc::transforms {
namespace {

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

}  // namespace

ir::ProgramPtr NormalizeStmtStructure(const ir::ProgramPtr& program) {
  return Normalizer().MutateProgram(program);
}

}  // namespace ptoc::transforms
