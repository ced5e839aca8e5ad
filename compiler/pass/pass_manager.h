// PassManager: the strategy recipes (Default, DebugTileOptimization) and
// running them with optional per-pass dumps.
#ifndef PTOC_COMPILER_PASS_PASS_MANAGER_H_
#define PTOC_COMPILER_PASS_PASS_MANAGER_H_

#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "compiler/pass/pass_pipeline.h"
#include "compiler/pass/pass_registry.h"
#include "compiler/pass/strategy.h"
#include "compiler/pass/text_instruments.h"

namespace ptoc::pass {

class PassManager {
 public:
  explicit PassManager(PassPipeline pipeline) : pipeline_(std::move(pipeline)) {}

  // The strategy's passes from the global registry (transforms as currently
  // registered; unimplemented ones fail when run).
  static PassManager GetStrategy(OptimizationStrategy strategy);
  // An explicit list; unknown names are INVALID_ARGUMENT.
  static absl::StatusOr<PassManager> FromPassNames(
      const std::vector<std::string>& names, const PassRegistry& registry = PassRegistry::Global());

  const PassPipeline& pipeline() const { return pipeline_; }
  const std::vector<Pass>& GetPasses() const { return pipeline_.GetPasses(); }
  std::vector<std::string> GetPassNames() const { return pipeline_.GetPassNames(); }

  // Runs the pipeline. With a dump level other than kNone, `output_dir` is
  // created if needed and receives 00_frontend.py (the input) and
  // NN_after_<Pass>.py after each pass, printed with `prefix`. The run happens
  // in a context that keeps the outer context's instruments, level, options
  // and cancellation check and appends the dump instrument. At verification
  // level Roundtrip a RoundtripInstrument is added unless one is present.
  absl::StatusOr<ir::ProgramPtr> RunPasses(const ir::ProgramPtr& program,
                                           PassDumpLevel dump_level = PassDumpLevel::kNone,
                                           const std::string& output_dir = "",
                                           const std::string& prefix = "pl") const;

 private:
  PassPipeline pipeline_;
};

}  // namespace ptoc::pass

#endif  // PTOC_COMPILER_PASS_PASS_MANAGER_H_
