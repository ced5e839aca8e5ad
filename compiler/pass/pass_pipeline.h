// PassPipeline: an ordered list of passes run one after the other, with the
// automatic "verify each lightweight property once" check of the seed and the
// reference's structural check of the pipeline's input.
#ifndef PTOC_COMPILER_PASS_PASS_PIPELINE_H_
#define PTOC_COMPILER_PASS_PASS_PIPELINE_H_

#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "compiler/pass/pass.h"

namespace ptoc::pass {

// Properties the pipeline verifies automatically at level Basic or above, each
// once after the first pass that produces it (again after one that invalidates
// and produces it): the reference's set at the seed revision. (The seed's
// pass-framework text names the first three only, its original version.)
IRPropertySet AutoVerifiedProperties();

// Structural properties the pipeline verifies on its input before the first
// pass, at level Basic or above (the reference's structural set restricted to
// its automatically verified kinds): {TypeChecked, NoRedundantBlocks,
// BreakContinueValid, InOutUseValid, ManualDepsOnSubmitOnly}. A failure is
// reported "after 'pipeline_input'".
IRPropertySet InputVerifiedProperties();

// For each pass of `passes`, the properties verified right after it: the
// auto-verified properties it produces that are not yet verified, starting
// from `already_verified`. A property leaves the verified set when a pass
// invalidates it, so a later producer verifies it again; otherwise each is
// checked at most once. With an empty start set this is the seed's per-pass
// table.
std::vector<IRPropertySet> PlanAutoVerification(const std::vector<Pass>& passes,
                                                const IRPropertySet& already_verified = {});

// What PassPipeline::Run verifies: the input check, then the per-pass plan
// starting from the properties the input check established.
struct VerificationPlan {
  IRPropertySet input;
  std::vector<IRPropertySet> after_pass;
};
VerificationPlan PlanPipelineVerification(const std::vector<Pass>& passes);

class PassPipeline {
 public:
  PassPipeline() = default;
  explicit PassPipeline(std::vector<Pass> passes) : passes_(std::move(passes)) {}

  void AddPass(Pass pass) { passes_.push_back(std::move(pass)); }
  const std::vector<Pass>& GetPasses() const { return passes_; }
  std::vector<std::string> GetPassNames() const;
  size_t size() const { return passes_.size(); }

  // Runs the passes in order (each firing the current context's
  // instruments). With verification level != None, runs the plan above; a
  // failing property is a VerificationError status:
  //   "Verification failed after '<pass>' for properties {P}:\n<report>"
  // where <pass> is 'pipeline_input' for the input check.
  // Between passes it polls the context's cancellation check. After the last
  // pass it runs the context's RunAfterPipeline.
  absl::StatusOr<ir::ProgramPtr> Run(const ir::ProgramPtr& program) const;

 private:
  std::vector<Pass> passes_;
};

}  // namespace ptoc::pass

#endif  // PTOC_COMPILER_PASS_PASS_PIPELINE_H_
