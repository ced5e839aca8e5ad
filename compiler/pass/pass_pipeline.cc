#include "compiler/pass/pass_pipeline.h"

#include "absl/strings/str_cat.h"
#include "compiler/base/status.h"
#include "compiler/pass/pass_context.h"
#include "compiler/verify/control_flow_arity.h"
#include "compiler/verify/verifier_registry.h"

namespace ptoc::pass {
namespace {

// One step of the once-per-property bookkeeping; shared by the plan and Run
// so that the test of the plan tests what Run does.
IRPropertySet NextToVerify(const Pass& pass, IRPropertySet* verified) {
  const IRPropertySet checked_kinds = AutoVerifiedProperties();
  // What the reference checks after the pass counts as invalidated and
  // produced by it, so it is checked here whether or not it was before.
  const IRPropertySet& reference_checked = pass.GetReferenceCheckedProperties();
  *verified = verified->Difference(
      pass.GetInvalidatedProperties().Union(reference_checked).Intersection(checked_kinds));
  IRPropertySet todo = pass.GetProducedProperties()
                           .Union(reference_checked)
                           .Intersection(checked_kinds)
                           .Difference(*verified);
  *verified = verified->Union(todo);
  return todo;
}

// The reference's header over a verification report.
absl::Status VerificationFailed(const std::string& after, const IRPropertySet& properties,
                                const std::string& report) {
  return verify::VerificationError(absl::StrCat("Verification failed after '", after,
                                                "' for properties ", properties.ToString(), ":\n",
                                                report));
}

absl::Status VerifyOrFail(const ir::ProgramPtr& program, const IRPropertySet& properties,
                          const std::string& after, verify::VerificationCache* cache) {
  verify::VerificationReport report = verify::RunVerifier(program, properties, cache);
  if (!report.HasErrors()) return absl::OkStatus();
  return VerificationFailed(after, properties, report.Format());
}

}  // namespace

IRPropertySet AutoVerifiedProperties() {
  return {IRProperty::kSSAForm,
          IRProperty::kTypeChecked,
          IRProperty::kMixedKernelExpanded,
          IRProperty::kAllocatedMemoryAddr,
          IRProperty::kBreakContinueValid,
          IRProperty::kNoRedundantBlocks,
          IRProperty::kInOutUseValid,
          IRProperty::kCallDirectionsResolved,
          IRProperty::kManualDepsOnSubmitOnly,
          IRProperty::kReturnParamsExplicit,
          IRProperty::kAivSplitValid,
          IRProperty::kHardSyncallOccupancyValid,
          IRProperty::kIterArgCarryClassified};
}

IRPropertySet InputVerifiedProperties() {
  return {IRProperty::kTypeChecked, IRProperty::kNoRedundantBlocks, IRProperty::kBreakContinueValid,
          IRProperty::kInOutUseValid, IRProperty::kManualDepsOnSubmitOnly};
}

std::vector<IRPropertySet> PlanAutoVerification(const std::vector<Pass>& passes,
                                                const IRPropertySet& already_verified) {
  std::vector<IRPropertySet> plan;
  plan.reserve(passes.size());
  IRPropertySet verified = already_verified;
  for (const Pass& pass : passes) plan.push_back(NextToVerify(pass, &verified));
  return plan;
}

VerificationPlan PlanPipelineVerification(const std::vector<Pass>& passes) {
  return {InputVerifiedProperties(), PlanAutoVerification(passes, InputVerifiedProperties())};
}

std::vector<std::string> PassPipeline::GetPassNames() const {
  std::vector<std::string> names;
  names.reserve(passes_.size());
  for (const Pass& pass : passes_) names.push_back(pass.GetName());
  return names;
}

absl::StatusOr<ir::ProgramPtr> PassPipeline::Run(const ir::ProgramPtr& program) const {
  if (program == nullptr) return ::ptoc::InternalError("PassPipeline::Run got a null program");
  const PassContext* context = PassContext::Current();
  const bool verify = CurrentVerificationLevel() != VerificationLevel::kNone;
  IRPropertySet verified;
  // The functions a pass leaves as they are need no second check.
  verify::VerificationCache cache;
  ir::ProgramPtr current = program;
  if (verify) {
    // Invariants every stage must keep, checked once on the input; a
    // property checked here is not checked again after the pass that first
    // produces it.
    verified = InputVerifiedProperties();
    PTOC_RETURN_IF_ERROR(VerifyOrFail(current, verified, "pipeline_input", &cache));
  } else if (!passes_.empty()) {
    // The passes index a loop's iter_args, yield values and results together:
    // a program whose counts disagree is rejected even without verification.
    std::vector<verify::Diagnostic> arity = verify::CheckControlFlowArity(current);
    if (!arity.empty()) {
      return VerificationFailed("pipeline_input", {IRProperty::kTypeChecked},
                                verify::FormatVerificationReport(arity));
    }
  }
  for (const Pass& pass : passes_) {
    if (context != nullptr) PTOC_RETURN_IF_ERROR(context->CheckCancelled());
    absl::StatusOr<ir::ProgramPtr> result = pass.Run(current);
    if (!result.ok()) return result.status();
    current = *std::move(result);
    if (!verify) continue;
    IRPropertySet todo = NextToVerify(pass, &verified);
    if (todo.Empty()) continue;
    PTOC_RETURN_IF_ERROR(VerifyOrFail(current, todo, pass.GetName(), &cache));
  }
  if (context != nullptr) {
    absl::Status status;
    try {
      status = context->RunAfterPipeline(current);
    } catch (const CompileError& e) {
      status = e.status();
    }
    PTOC_RETURN_IF_ERROR(status);
  }
  return current;
}

}  // namespace ptoc::pass
