#include "bench/bench_util.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <memory>
#include <sstream>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "compiler/pass/instruments.h"
#include "compiler/pass/pass_context.h"
#include "compiler/pass/pass_manager.h"
#include "compiler/pass/strategy.h"
#include "compiler/text/parser.h"

namespace ptoc::bench {
namespace {

using Clock = std::chrono::steady_clock;

[[noreturn]] void Die(const std::string& message) {
  std::fprintf(stderr, "bench: %s\n", message.c_str());
  std::abort();
}

std::string FirstLine(absl::string_view text) {
  return std::string(text.substr(0, text.find('\n')));
}

}  // namespace

ir::ProgramPtr ParseOrDie(const std::string& text, const std::string& filename) {
  text::ParseOptions options;
  options.filename = filename;
  options.max_input_bytes = SIZE_MAX;  // generated inputs may exceed the service's limit
  absl::StatusOr<ir::ProgramPtr> program = text::ParseProgram(text, options);
  if (!program.ok()) {
    Die(absl::StrCat("cannot parse ", filename, ": ", program.status().ToString()));
  }
  return *std::move(program);
}

std::string ReadFileOrDie(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) Die(absl::StrCat("cannot read ", path));
  std::ostringstream contents;
  contents << in.rdbuf();
  return contents.str();
}

std::vector<pass::Pass> DefaultPasses() {
  return pass::PassManager::GetStrategy(pass::OptimizationStrategy::kDefault).GetPasses();
}

PrefixRun RunLongestPrefix(const ir::ProgramPtr& program, const std::vector<pass::Pass>& passes) {
  PrefixRun run;
  int completed = 0;
  auto after = [&completed](const pass::Pass&, const ir::ProgramPtr&) { ++completed; };
  absl::Status status;
  {
    pass::PassContext context({std::make_shared<pass::CallbackInstrument>(nullptr, after)},
                              pass::VerificationLevel::kBasic);
    pass::PassContext::Scope scope(context);
    absl::StatusOr<ir::ProgramPtr> result = pass::PassPipeline(passes).Run(program);
    if (result.ok()) {
      run.runnable = static_cast<int>(passes.size());
      run.output = *std::move(result);
      return run;
    }
    status = result.status();
  }
  // A failed verification follows a pass that itself completed: that pass
  // does not count as runnable either.
  const bool verification = absl::StartsWith(status.message(), "Verification failed after");
  run.runnable = verification ? completed - 1 : completed;
  run.failed_pass = passes[run.runnable].GetName();
  run.failure =
      absl::StrCat(absl::StatusCodeToString(status.code()), ": ", FirstLine(status.message()));
  std::vector<pass::Pass> prefix(passes.begin(), passes.begin() + run.runnable);
  run.output = RunPipelineOrDie(program, pass::PassPipeline(prefix));
  return run;
}

ir::ProgramPtr RunPipelineOrDie(const ir::ProgramPtr& program, const pass::PassPipeline& pipeline) {
  pass::PassContext context({}, pass::VerificationLevel::kBasic);
  pass::PassContext::Scope scope(context);
  absl::StatusOr<ir::ProgramPtr> result = pipeline.Run(program);
  if (!result.ok()) Die(absl::StrCat("pipeline failed: ", result.status().ToString()));
  return *std::move(result);
}

std::vector<double> TimePassesMs(const ir::ProgramPtr& program, const pass::PassPipeline& pipeline,
                                 double* total_ms) {
  std::vector<double> times;
  times.reserve(pipeline.size());
  Clock::time_point pass_start;
  auto before = [&pass_start](const pass::Pass&, const ir::ProgramPtr&) {
    pass_start = Clock::now();
  };
  auto after = [&](const pass::Pass&, const ir::ProgramPtr&) {
    times.push_back(std::chrono::duration<double, std::milli>(Clock::now() - pass_start).count());
  };
  pass::PassContext context({std::make_shared<pass::CallbackInstrument>(before, after, "Timer")},
                            pass::VerificationLevel::kBasic);
  pass::PassContext::Scope scope(context);
  const Clock::time_point start = Clock::now();
  absl::StatusOr<ir::ProgramPtr> result = pipeline.Run(program);
  *total_ms = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
  if (!result.ok()) Die(absl::StrCat("pipeline failed: ", result.status().ToString()));
  return times;
}

std::string RunLabel(int index, const std::string& name) {
  return absl::StrCat(index < 10 ? "0" : "", index, " ", name);
}

}  // namespace ptoc::bench
