#include "compiler/pass/pass_manager.h"

#include <filesystem>
#include <memory>
#include <system_error>

#include "absl/strings/str_cat.h"
#include "compiler/base/status.h"

namespace ptoc::pass {
PassManager PassManager::GetStrategy(OptimizationStrategy strategy) {
  absl::StatusOr<PassManager> manager = FromPassNames(StrategyPassNames(strategy));
  // Every recipe name is in the built-in catalog.
  PTOC_CHECK(manager.ok(), manager.status().ToString());
  return *std::move(manager);
}

absl::StatusOr<PassManager> PassManager::FromPassNames(const std::vector<std::string>& names,
                                                       const PassRegistry& registry) {
  PassPipeline pipeline;
  for (const std::string& name : names) {
    absl::StatusOr<Pass> pass = registry.GetPass(name);
    if (!pass.ok()) return pass.status();
    pipeline.AddPass(*std::move(pass));
  }
  return PassManager(std::move(pipeline));
}

absl::StatusOr<ir::ProgramPtr> PassManager::RunPasses(const ir::ProgramPtr& program,
                                                      PassDumpLevel dump_level,
                                                      const std::string& output_dir,
                                                      const std::string& prefix) const {
  if (program == nullptr) return ::ptoc::InternalError("RunPasses got a null program");
  const PassContext* outer = PassContext::Current();
  const VerificationLevel level = CurrentVerificationLevel();
  const bool add_roundtrip =
      level == VerificationLevel::kRoundtrip &&
      (outer == nullptr || outer->FindInstrument<RoundtripInstrument>() == nullptr);
  const bool dump = dump_level != PassDumpLevel::kNone;
  if (!dump && !add_roundtrip) return pipeline_.Run(program);

  if (dump) {
    if (output_dir.empty()) {
      return absl::InvalidArgumentError("a dump level other than none needs an output directory");
    }
    std::error_code error;
    std::filesystem::create_directories(output_dir, error);
    if (error) {
      return absl::UnavailableError(
          absl::StrCat("cannot create dump directory ", output_dir, ": ", error.message()));
    }
    PTOC_RETURN_IF_ERROR(WriteProgramDump(absl::StrCat(output_dir, "/", kFrontendDumpName), program,
                                          dump_level, prefix));
  }
  // Inner contexts replace outer ones, so carry the outer settings over.
  PassContext context = outer != nullptr ? *outer : PassContext({}, level);
  if (add_roundtrip) context.AddInstrument(std::make_shared<RoundtripInstrument>());
  if (dump) context.AddInstrument(std::make_shared<DumpInstrument>(output_dir, dump_level, prefix));
  PassContext::Scope scope(context);
  return pipeline_.Run(program);
}

}  // namespace ptoc::pass
