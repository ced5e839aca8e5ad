// InlineFunctionsEliminated verifier: after InlineFunctions no function of
// type Inline is left, no call targets one, and no call targets a function
// the program does not define (a callee dropped without splicing its body in).
#include <set>
#include <string>
#include <vector>

#include "compiler/ir/visitor.h"
#include "compiler/verify/verify_util.h"

namespace ptoc::verify {
namespace {

constexpr char kRule[] = "InlineFunctionsEliminated";

class InlineCallFinder : public ir::IRVisitor {
 public:
  InlineCallFinder(const std::set<std::string>* inline_names, const std::set<std::string>* defined,
                   std::vector<Diagnostic>* out)
      : inline_names_(inline_names), defined_(defined), out_(out) {}
  void VisitCall(const ir::CallPtr& call) override {
    if (call->op() != nullptr && call->IsFunctionCall()) {
      const std::string& name = call->callee_name();
      if (inline_names_->count(name)) {
        out_->push_back(MakeError(
            kRule, 1, "call to Inline function '" + name + "' was not replaced by its body",
            call->span()));
      } else if (!defined_->count(name)) {
        out_->push_back(MakeError(kRule, 2,
                                  "call to '" + name +
                                      "', which the program does not define (an inlined callee "
                                      "removed without splicing this call?)",
                                  call->span()));
      }
    }
    ir::IRVisitor::VisitCall(call);
  }
  // A task launch of a dropped function dangles the same way.
  void VisitSubmit(const ir::SubmitPtr& submit) override {
    if (submit->op() != nullptr && submit->op()->kind() == ir::NodeKind::kGlobalVar) {
      VisitCall(ir::SubmitCallView(*submit));  // also visits the args
      return;
    }
    ir::IRVisitor::VisitSubmit(submit);
  }
  void VisitType(const ir::TypePtr&) override {}

 private:
  const std::set<std::string>* inline_names_;
  const std::set<std::string>* defined_;
  std::vector<Diagnostic>* out_;
};

std::vector<Diagnostic> VerifyInlineFunctionsEliminated(const ir::ProgramPtr& program) {
  std::vector<Diagnostic> out;
  std::set<std::string> inline_names;
  std::set<std::string> defined;
  ForEachFunction(program, [&](const ir::FunctionPtr& f) {
    defined.insert(f->name());
    if (f->func_type() == ir::FunctionType::kInline) {
      inline_names.insert(f->name());
      out.push_back(MakeError(
          kRule, 0, "Inline function '" + f->name() + "' is still in the program", f->span()));
    }
  });
  ForEachFunction(program, [&](const ir::FunctionPtr& f) {
    if (f->body() != nullptr) InlineCallFinder(&inline_names, &defined, &out).VisitStmt(f->body());
  });
  return out;
}

}  // namespace

PTOC_REGISTER_PROPERTY_VERIFIER(inline_functions_eliminated,
                                MakePropertyVerifier("InlineFunctionsEliminated",
                                                     pass::IRProperty::kInlineFunctionsEliminated,
                                                     VerifyInlineFunctionsEliminated));

}  // namespace ptoc::verify
