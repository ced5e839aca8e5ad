// NoNestedCalls verifier (rule "NoNestedCall", codes 201-206): calls appear
// only at statement top level, never as call arguments, conditions, loop
// bounds or operands of scalar arithmetic.
#include <string>
#include <vector>

#include "compiler/ir/visitor.h"
#include "compiler/verify/verify_util.h"

namespace ptoc::verify {
namespace {

constexpr char kRule[] = "NoNestedCall";

class NestedCallChecker : public ir::IRVisitor {
 public:
  explicit NestedCallChecker(std::vector<Diagnostic>* out) : out_(out) {}

  void VisitCall(const ir::CallPtr& call) override {
    for (const auto& arg : call->args()) {
      if (ir::IsA<ir::Call>(arg)) {
        Error(201, "Call expression has nested call in arguments", arg->span());
      }
      VisitExpr(arg);
    }
  }
  void VisitBinary(const ir::BinaryExprPtr& e) override {
    if (ir::IsA<ir::Call>(e->lhs())) {
      Error(204, "Binary expression left operand cannot be a call expression", e->lhs()->span());
    }
    if (ir::IsA<ir::Call>(e->rhs())) {
      Error(204, "Binary expression right operand cannot be a call expression", e->rhs()->span());
    }
    ir::IRVisitor::VisitBinary(e);
  }
  void VisitUnary(const ir::UnaryExprPtr& e) override {
    if (ir::IsA<ir::Call>(e->operand())) {
      Error(205, "Unary expression operand cannot be a call expression", e->operand()->span());
    }
    ir::IRVisitor::VisitUnary(e);
  }
  void VisitIf(const ir::IfStmtPtr& s) override {
    if (ir::IsA<ir::Call>(s->condition())) {
      Error(202, "If condition cannot be a call expression", s->condition()->span());
    }
    ir::IRVisitor::VisitIf(s);
  }
  void VisitFor(const ir::ForStmtPtr& s) override {
    if (ir::IsA<ir::Call>(s->start())) {
      Error(203, "For loop start expression cannot be a call expression", s->start()->span());
    }
    if (ir::IsA<ir::Call>(s->stop())) {
      Error(203, "For loop stop expression cannot be a call expression", s->stop()->span());
    }
    if (ir::IsA<ir::Call>(s->step())) {
      Error(203, "For loop step expression cannot be a call expression", s->step()->span());
    }
    ir::IRVisitor::VisitFor(s);
  }
  void VisitWhile(const ir::WhileStmtPtr& s) override {
    if (ir::IsA<ir::Call>(s->condition())) {
      Error(206, "While loop condition cannot be a call expression", s->condition()->span());
    }
    ir::IRVisitor::VisitWhile(s);
  }
  // A dispatch predicate (`cast(tensor.read(t, [i])) > 0`) is a spec the
  // scheduler evaluates at the launch, nested by nature, not code this
  // program runs: it is exempt on a Submit and on the Spmd scope that carries
  // it until outlining. Everything else on both is checked.
  void VisitSubmit(const ir::SubmitPtr& submit) override {
    for (const auto& arg : submit->args()) {
      if (ir::IsA<ir::Call>(arg)) {
        Error(201, "Submit expression has nested call in arguments", arg->span());
      }
      VisitExpr(arg);
    }
    for (const auto& dep : submit->deps()) VisitExpr(dep);
    VisitExpr(submit->core_num());
  }
  void VisitScope(const ir::ScopeStmtPtr& s) override {
    const ir::Attrs& attrs = s->fields().attrs;
    VisitExpr(s->fields().core_num);
    VisitAttrs(attrs.Has("predicate") ? attrs.Without("predicate") : attrs);
    VisitStmt(s->body());
  }
  // Types (shapes, memrefs) never hold calls worth flagging.
  void VisitType(const ir::TypePtr&) override {}

 private:
  void Error(int code, const char* message, const Span& span) {
    out_->push_back(MakeError(kRule, code, message, span));
  }
  std::vector<Diagnostic>* out_;
};

std::vector<Diagnostic> VerifyNoNestedCalls(const ir::ProgramPtr& program) {
  std::vector<Diagnostic> out;
  ForEachFunction(program,
                  [&](const ir::FunctionPtr& f) { NestedCallChecker(&out).VisitStmt(f->body()); });
  return out;
}

}  // namespace

PTOC_REGISTER_PROPERTY_VERIFIER(no_nested_calls,
                                MakePropertyVerifier("NoNestedCall",
                                                     pass::IRProperty::kNoNestedCalls,
                                                     VerifyNoNestedCalls));

}  // namespace ptoc::verify
