// OrchestrationReferencesResolved verifier: every non-builtin call inside an
// orchestration function names a function that exists in the program.
#include <string>
#include <vector>

#include "compiler/ir/visitor.h"
#include "compiler/verify/verify_util.h"

namespace ptoc::verify {
namespace {

constexpr char kRule[] = "OrchestrationReferencesResolved";

class CallTargetChecker : public ir::IRVisitor {
 public:
  CallTargetChecker(const ir::ProgramPtr& program, std::vector<Diagnostic>* out,
                    std::string func_name)
      : program_(program), out_(out), func_name_(std::move(func_name)) {}
  void VisitCall(const ir::CallPtr& call) override {
    for (const auto& a : call->args()) VisitExpr(a);
    std::string name = CalleeName(call);
    if (name.empty() || IsBuiltinOpName(name) || program_->GetFunction(name) != nullptr) return;
    out_->push_back(MakeError(kRule, 0,
                              "Orchestration function '" + func_name_ +
                                  "' references undefined function '" + name +
                                  "'. The Program must contain every callee referenced from "
                                  "orchestration.",
                              call->span()));
  }
  void VisitType(const ir::TypePtr&) override {}

 private:
  const ir::ProgramPtr& program_;
  std::vector<Diagnostic>* out_;
  std::string func_name_;
};

std::vector<Diagnostic> VerifyOrchestrationReferences(const ir::ProgramPtr& program) {
  std::vector<Diagnostic> out;
  ForEachFunction(program, [&](const ir::FunctionPtr& f) {
    if (f->body() == nullptr || f->func_type() != ir::FunctionType::kOrchestration) return;
    CallTargetChecker(program, &out, f->name()).VisitStmt(f->body());
  });
  return out;
}

}  // namespace

PTOC_REGISTER_PROPERTY_VERIFIER(
    orchestration_references_resolved,
    MakePropertyVerifier("OrchestrationReferencesResolved",
                         pass::IRProperty::kOrchestrationReferencesResolved,
                         VerifyOrchestrationReferences));

}  // namespace ptoc::verify
