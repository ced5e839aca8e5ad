// ManualDepsOnSubmitOnly verifier (codes 0-1): explicit task dependencies live
// only in a Submit's typed `deps` list. A call of a program function carrying a
// "manual_dep_edges" attribute (code 0) or a Submit carrying one (code 1) is
// reported; op calls such as system.task_dummy keep that attribute legitimately.
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "compiler/ir/visitor.h"
#include "compiler/verify/verify_util.h"

namespace ptoc::verify {
namespace {

constexpr char kRule[] = "ManualDepsOnSubmitOnly";
constexpr char kAttr[] = "manual_dep_edges";

class ManualDepsChecker : public ir::IRVisitor {
 public:
  ManualDepsChecker(const std::string& function, std::vector<Diagnostic>* out)
      : function_(function), out_(out) {}

  void VisitCall(const ir::CallPtr& call) override {
    if (call->op() != nullptr && call->IsFunctionCall() && call->attrs().Has(kAttr)) {
      out_->push_back(MakeError(
          kRule, 0,
          absl::StrCat("Plain cross-function Call in function '", function_,
                       "' carries `attrs[\"manual_dep_edges\"]`. Manual dependency edges belong "
                       "on `Submit::deps_` — launch the task with `pl.submit(...)` instead of a "
                       "plain call."),
          call->span()));
    }
    ir::IRVisitor::VisitCall(call);
  }
  void VisitSubmit(const ir::SubmitPtr& submit) override {
    if (submit->attrs().Has(kAttr)) {
      out_->push_back(MakeError(kRule, 1,
                                absl::StrCat("Submit in function '", function_,
                                             "' carries `attrs[\"manual_dep_edges\"]`; dependency "
                                             "edges must live only in the typed `deps_` field."),
                                submit->span()));
    }
    ir::IRVisitor::VisitSubmit(submit);
  }

 private:
  const std::string& function_;
  std::vector<Diagnostic>* out_;
};

void VerifyManualDepsOnSubmitOnly(const ir::FunctionPtr& f, std::vector<Diagnostic>* out) {
  if (f->body() != nullptr) ManualDepsChecker(f->name(), out).VisitStmt(f->body());
}

}  // namespace

PTOC_REGISTER_PROPERTY_VERIFIER(manual_deps_on_submit_only,
                                MakeFunctionLocalVerifier("ManualDepsOnSubmitOnly",
                                                          pass::IRProperty::kManualDepsOnSubmitOnly,
                                                          VerifyManualDepsOnSubmitOnly));

}  // namespace ptoc::verify
