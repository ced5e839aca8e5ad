// UnrollLoops. Expanding `pl.unroll` loops is not implemented yet: programs
// without unroll loops pass through unchanged, programs with one are
// rejected.
#include "compiler/base/status.h"
#include "compiler/ir/visitor.h"
#include "compiler/transforms/passes.h"

namespace ptoc::transforms {
namespace {

class UnrollFinder : public ir::IRVisitor {
 public:
  void VisitFor(const ir::ForStmtPtr& stmt) override {
    if (stmt->for_kind() == ir::ForKind::kUnroll) {
      ThrowStatus(Unsupported(stmt->span(), "unsupported: unroll loops (UnrollLoops)"));
    }
    ir::IRVisitor::VisitFor(stmt);
  }
};

}  // namespace

ir::ProgramPtr UnrollLoops(const ir::ProgramPtr& program) {
  for (const auto& f : program->functions()) {
    if (f->body()) UnrollFinder().VisitStmt(f->body());
  }
  return program;
}

}  // namespace ptoc::transforms
