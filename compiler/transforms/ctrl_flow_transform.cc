// CtrlFlowTransform. Rewriting break/continue of InCore/AIC/AIV functions
// into structured control flow is not implemented yet: such functions
// without break/continue pass through unchanged (orchestration code keeps
// its break/continue, as in the reference), any other use is rejected.
#include "compiler/base/status.h"
#include "compiler/ir/visitor.h"
#include "compiler/transforms/passes.h"

namespace ptoc::transforms {
namespace {

class BreakContinueFinder : public ir::IRVisitor {
 public:
  void VisitBreak(const std::shared_ptr<const ir::BreakStmt>& stmt) override { Fail(stmt->span()); }
  void VisitContinue(const std::shared_ptr<const ir::ContinueStmt>& stmt) override {
    Fail(stmt->span());
  }

 private:
  [[noreturn]] static void Fail(const Span& span) {
    ThrowStatus(Unsupported(span, "unsupported: break/continue in InCore code (CtrlFlowTransform)"));
  }
};

}  // namespace

ir::ProgramPtr CtrlFlowTransform(const ir::ProgramPtr& program) {
  for (const auto& f : program->functions()) {
    if (f->body() && ir::IsInCoreLike(f->func_type())) BreakContinueFinder().VisitStmt(f->body());
  }
  return program;
}

}  // namespace ptoc::transforms
