// StructuredCtrlFlow verifier: after CtrlFlowTransform no break or continue
// statement is left in a kernel (InCore, AIC, AIV) body; orchestration and
// host code may keep them, their targets handle them natively.
#include <vector>

#include "compiler/ir/visitor.h"
#include "compiler/verify/verify_util.h"

namespace ptoc::verify {
namespace {

constexpr char kRule[] = "StructuredCtrlFlow";

class LoopEscapeFinder : public ir::IRVisitor {
 public:
  explicit LoopEscapeFinder(std::vector<Diagnostic>* out) : out_(out) {}
  void VisitBreak(const std::shared_ptr<const ir::BreakStmt>& s) override {
    out_->push_back(MakeError(
        kRule, 0, "break statement left in a kernel: control flow is not structured", s->span()));
  }
  void VisitContinue(const std::shared_ptr<const ir::ContinueStmt>& s) override {
    out_->push_back(MakeError(kRule, 1,
                              "continue statement left in a kernel: control flow is not structured",
                              s->span()));
  }
  // Statements only: expressions cannot hold a break or continue.
  void VisitExpr(const ir::ExprPtr&) override {}
  void VisitType(const ir::TypePtr&) override {}

 private:
  std::vector<Diagnostic>* out_;
};

std::vector<Diagnostic> VerifyStructuredCtrlFlow(const ir::ProgramPtr& program) {
  std::vector<Diagnostic> out;
  ForEachFunction(program, [&](const ir::FunctionPtr& f) {
    if (f->body() == nullptr || !ir::IsInCoreLike(f->func_type())) return;
    LoopEscapeFinder(&out).VisitStmt(f->body());
  });
  return out;
}

}  // namespace

PTOC_REGISTER_PROPERTY_VERIFIER(structured_ctrl_flow,
                                MakePropertyVerifier("StructuredCtrlFlow",
                                                     pass::IRProperty::kStructuredCtrlFlow,
                                                     VerifyStructuredCtrlFlow));

}  // namespace ptoc::verify
