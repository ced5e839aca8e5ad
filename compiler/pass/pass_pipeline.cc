#include "compiler/pass/pass_pipeline.h"

#include "absl/strings/str_cat.h"
#include "compiler/base/status.h"
#include "compiler/pass/instruments.h"
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

// The end of the longest run of function-local passes from `begin` whose
// automatic verification (from the state `verified`) needs only
// function-local verifiers.
size_t FunctionLocalRunEnd(const std::vector<Pass>& passes, size_t begin, bool verify,
                           IRPropertySet verified) {
  size_t end = begin;
  while (end < passes.size() && passes[end].IsFunctionLocal()) {
    if (verify && !verify::FunctionLocalVerifiersOf(NextToVerify(passes[end], &verified))) break;
    ++end;
  }
  return end;
}

// Runs `passes` function by function: each function goes through all of them,
// and through the automatic verification after each (`checks`, the verifiers
// of one pass's properties per pass, `todo` those properties), while its IR is in the processor's
// caches; one pass after the other over the whole program would walk IR that no longer fits them.
// Returns null when a pass or a verifier fails on some function, or the run is cancelled: the
// caller then runs the passes one by one, which reports the failure as it always does (the first
// pass that fails, on the whole program). Diagnostics the passes emit are held back and emitted in
// pass order, as one by one.
ir::ProgramPtr RunFunctionByFunction(
    const ir::ProgramPtr& program, const std::vector<Pass>& passes,
    const std::vector<IRPropertySet>& todo,
    const std::vector<std::vector<verify::PropertyVerifierPtr>>& checks, const PassContext* context,
    verify::VerificationCache* cache) {
  std::vector<std::vector<CapturedDiagnostics>> emitted(passes.size());
  std::vector<ir::FunctionPtr> functions;
  std::vector<IRPropertySet> clean;  // per function: verified on its final version
  functions.reserve(program->functions().size());
  clean.reserve(program->functions().size());
  bool changed = false;
  for (const ir::FunctionPtr& function : program->functions()) {
    if (context != nullptr && !context->CheckCancelled().ok()) return nullptr;
    ir::FunctionPtr current = function;
    IRPropertySet current_clean;
    for (size_t k = 0; k < passes.size(); ++k) {
      absl::StatusOr<ir::FunctionPtr> next;
      {
        DiagnosticCapture capture(&emitted[k]);
        next = passes[k].RunOnFunction(current);
      }
      if (!next.ok()) return nullptr;
      if (*next != current) current_clean = {};
      current = *std::move(next);
      if (checks[k].empty()) continue;
      if (!verify::FunctionVerifiesClean(current, checks[k], cache)) return nullptr;
      current_clean = current_clean.Union(todo[k]);
    }
    changed |= current != function;
    functions.push_back(std::move(current));
    clean.push_back(current_clean);
  }
  for (const auto& per_pass : emitted) {
    for (const CapturedDiagnostics& call : per_pass) {
      (void)EmitDiagnostics(call.diagnostics, call.label);
    }
  }
  for (size_t i = 0; i < functions.size(); ++i) {
    for (IRProperty property : clean[i].ToVector()) cache->MarkClean(functions[i], property);
  }
  ir::ProgramPtr result = changed ? program->WithFunctions(std::move(functions)) : program;
  cache->RetainFunctionsOf(result);
  return result;
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
  // Instruments observe the program between passes, so with any of them the
  // passes run one by one.
  const bool by_function = context == nullptr || context->instruments().empty();
  size_t one_by_one_until = 0;  // the end of an abandoned function-by-function run
  for (size_t index = 0; index < passes_.size(); ++index) {
    if (context != nullptr) PTOC_RETURN_IF_ERROR(context->CheckCancelled());
    const size_t run_end = by_function && index >= one_by_one_until
                               ? FunctionLocalRunEnd(passes_, index, verify, verified)
                               : index;
    if (run_end - index >= 2) {
      std::vector<Pass> run(passes_.begin() + index, passes_.begin() + run_end);
      IRPropertySet verified_after = verified;
      std::vector<IRPropertySet> todo;
      std::vector<std::vector<verify::PropertyVerifierPtr>> checks;
      todo.reserve(run.size());
      checks.reserve(run.size());
      for (const Pass& pass : run) {
        todo.push_back(verify ? NextToVerify(pass, &verified_after) : IRPropertySet());
        // All function-local: FunctionLocalRunEnd stopped the run before any other.
        checks.push_back(verify::FunctionLocalVerifiersOf(todo.back())
                             .value_or(std::vector<verify::PropertyVerifierPtr>()));
      }
      if (ir::ProgramPtr result =
              RunFunctionByFunction(current, run, todo, checks, context, &cache)) {
        current = std::move(result);
        verified = verified_after;
        index = run_end - 1;
        continue;
      }
      // Abandoned (a failure, or cancelled meanwhile): one pass at a time.
      one_by_one_until = run_end;
      if (context != nullptr) PTOC_RETURN_IF_ERROR(context->CheckCancelled());
    }
    const Pass& pass = passes_[index];
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
