// Scaling benchmarks of the text front end and the Default strategy.
//
// Inputs are GenerateKernelProgram(N) (N replicas of corpus 29's kernels and
// orchestration loops) at N = 1, 10, 100, plus corpus 29 itself (the
// reference's timing anchor) and the scope-style program. Each benchmark
// reports `ns_per_node` (wall time / IR nodes of the input program), so
// linear scaling shows as a flat counter across N.
//
//   parse/<input>        text -> IR
//   print/<input>        IR -> text
//   passes_1_29/<input>  Default runs 1..29 (to MaterializeTensorStrides)
//   default/<input>      the full Default strategy (45 runs)
//   pass/<NN Name>/<input>  one pass alone, on the output of the runs before it
//
// The pipelines run at Basic verification (as the reference's timings did).
// Passes that do not run yet on the input are left out: only the longest
// runnable prefix of the strategy is timed, and its length is in the label.
// After the runs, a summary lists per-pass time at 10x and 100x, the
// per-node growth and the three slowest passes at 100x.
//
//   bazel run -c opt //bench:pipeline_bench [-- --benchmark_filter=default]
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "bench/bench_util.h"
#include "bench/program_gen.h"
#include "benchmark/benchmark.h"
#include "compiler/pass/pass_context.h"
#include "compiler/text/parser.h"
#include "compiler/text/printer.h"

namespace ptoc::bench {
namespace {

// Scales of the whole-pipeline benchmarks and of the per-pass ones (the
// per-pass growth compares the last two); --scales= / --pass_scales=.
std::vector<int>& Scales() {
  static auto* scales = new std::vector<int>{1, 10, 100};
  return *scales;
}
std::vector<int>& PassScales() {
  static auto* scales = new std::vector<int>{10, 100};
  return *scales;
}
// Passes 1..29 of Default end with MaterializeTensorStrides.
constexpr int kTileStageEnd = 29;

// One benchmark input with its lazily computed pipeline data.
struct Input {
  std::string name;
  std::string text;
  ir::ProgramPtr program;
  int64_t nodes = 0;
  bool analysed = false;
  PrefixRun prefix;                           // longest runnable Default prefix
  std::vector<ir::ProgramPtr> before_pass;    // before_pass[i]: input of run i (0-based)
};

std::map<std::string, std::unique_ptr<Input>>& Inputs() {
  static auto* inputs = new std::map<std::string, std::unique_ptr<Input>>();
  return *inputs;
}

int64_t NodesOf(const std::string& text) { return CountIrNodes(ParseOrDie(text, "calibration")); }

// The generator argument whose program has `scale` times the IR nodes of
// corpus 29: generated sizes are affine in the argument, so two samples fix
// the per-unit and fixed parts.
int UnitsForScale(int scale, const std::function<std::string(int)>& generate) {
  static const int64_t anchor =
      NodesOf(ReadFileOrDie("tests/corpus/29_post_block_large.py"));
  const int64_t one = NodesOf(generate(1)), per_unit = NodesOf(generate(2)) - one;
  const double units = (static_cast<double>(scale) * anchor - (one - per_unit)) / per_unit;
  return std::max(1, static_cast<int>(units + 0.5));
}

// Builds (once) the named input: "corpus29", "kernels_x<N>", "scopes_x<N>".
Input& GetInput(const std::string& name) {
  auto& slot = Inputs()[name];
  if (slot != nullptr) return *slot;
  slot = std::make_unique<Input>();
  slot->name = name;
  if (name == "corpus29") {
    slot->text = ReadFileOrDie("tests/corpus/29_post_block_large.py");
  } else if (absl::StartsWith(name, "kernels_x")) {
    const int scale = std::stoi(name.substr(9));
    slot->text = GenerateKernelProgram(UnitsForScale(scale, GenerateKernelProgram));
  } else {
    const int scale = std::stoi(name.substr(8));
    slot->text = GenerateScopeProgram(UnitsForScale(scale, GenerateScopeProgram));
  }
  slot->program = ParseOrDie(slot->text, name + ".py");
  slot->nodes = CountIrNodes(slot->program);
  return *slot;
}

// Runs the strategy prefix once and keeps every intermediate program.
Input& GetAnalysedInput(const std::string& name) {
  Input& input = GetInput(name);
  if (input.analysed) return input;
  input.analysed = true;
  const std::vector<pass::Pass> passes = DefaultPasses();
  input.prefix = RunLongestPrefix(input.program, passes);
  ir::ProgramPtr current = input.program;
  for (int i = 0; i < input.prefix.runnable; ++i) {
    input.before_pass.push_back(current);
    current = RunPipelineOrDie(current, pass::PassPipeline({passes[i]}));
  }
  if (!input.prefix.failed_pass.empty()) {
    std::fprintf(stderr, "note: %s: Default runs %d/%zu passes; stops at %s (%s)\n", name.c_str(),
                 input.prefix.runnable, passes.size(), input.prefix.failed_pass.c_str(),
                 input.prefix.failure.c_str());
  }
  return input;
}

void SetNodeCounters(benchmark::State& state, const Input& input) {
  state.counters["nodes"] = static_cast<double>(input.nodes);
  // Seconds per node per iteration, printed with an SI prefix ("85n" = 85 ns).
  state.counters["s_per_node"] = benchmark::Counter(
      static_cast<double>(input.nodes),
      benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}

void BM_Parse(benchmark::State& state, const std::string& name) {
  const Input& input = GetInput(name);
  text::ParseOptions options;
  options.filename = name + ".py";
  for (auto _ : state) {
    absl::StatusOr<ir::ProgramPtr> program = text::ParseProgram(input.text, options);
    if (!program.ok()) state.SkipWithError(program.status().ToString().c_str());
    benchmark::DoNotOptimize(program);
  }
  SetNodeCounters(state, input);
}

void BM_Print(benchmark::State& state, const std::string& name) {
  const Input& input = GetInput(name);
  for (auto _ : state) {
    std::string text = text::PrintProgram(input.program);
    benchmark::DoNotOptimize(text);
  }
  SetNodeCounters(state, input);
}

// The first `limit` runs of Default (fewer when not all run yet).
void BM_Pipeline(benchmark::State& state, const std::string& name, int limit) {
  Input& input = GetAnalysedInput(name);
  const std::vector<pass::Pass> passes = DefaultPasses();
  const int count = std::min(limit, input.prefix.runnable);
  const pass::PassPipeline pipeline(std::vector<pass::Pass>(passes.begin(), passes.begin() + count));
  pass::PassContext context({}, pass::VerificationLevel::kBasic);
  pass::PassContext::Scope scope(context);
  for (auto _ : state) {
    absl::StatusOr<ir::ProgramPtr> result = pipeline.Run(input.program);
    if (!result.ok()) state.SkipWithError(result.status().ToString().c_str());
    benchmark::DoNotOptimize(result);
  }
  SetNodeCounters(state, input);
  std::string label = absl::StrCat("passes ", count, "/", limit);
  if (count < limit) {
    absl::StrAppend(&label, " (stops at ", input.prefix.failed_pass, ")");
  }
  state.SetLabel(label);
}

// Run `index` (0-based) of Default alone, on the program the runs before it
// produce; no automatic verification (it is measured by the pipelines).
void BM_SinglePass(benchmark::State& state, const std::string& name, int index) {
  Input& input = GetAnalysedInput(name);
  if (index >= input.prefix.runnable) {
    state.SkipWithError("pass does not run on this input yet");
    for (auto _ : state) {
    }
    return;
  }
  const pass::Pass pass = DefaultPasses()[index];
  const ir::ProgramPtr program = input.before_pass[index];
  pass::PassContext context({}, pass::VerificationLevel::kNone);
  pass::PassContext::Scope scope(context);
  for (auto _ : state) {
    absl::StatusOr<ir::ProgramPtr> result = pass.Run(program);
    if (!result.ok()) state.SkipWithError(result.status().ToString().c_str());
    benchmark::DoNotOptimize(result);
  }
  SetNodeCounters(state, input);
}

// Collects the runs while printing them as usual, for the summary.
class CollectingReporter : public benchmark::ConsoleReporter {
 public:
  // Colours only on a terminal (a custom display reporter does not follow
  // --benchmark_color).
  CollectingReporter() : ConsoleReporter(isatty(STDOUT_FILENO) ? OO_ColorTabular : OO_Tabular) {}
  void ReportRuns(const std::vector<Run>& runs) override {
    for (const Run& run : runs) {
      if (run.error_occurred || run.run_type != Run::RT_Iteration) continue;
      // CPU milliseconds per iteration (every benchmark here uses ms); CPU
      // time is steadier than wall time on the shared machine.
      times_ms_[run.benchmark_name()] = run.GetAdjustedCPUTime();
    }
    ConsoleReporter::ReportRuns(runs);
  }
  // Time of a benchmark by the name it was registered with, or -1.
  double TimeMs(const std::string& name) const {
    for (const auto& [key, value] : times_ms_) {
      if (key == name || absl::StartsWith(key, name + "/")) return value;
    }
    return -1;
  }

 private:
  std::map<std::string, double> times_ms_;
};

std::string PassBenchName(int index, const std::string& pass_name, const std::string& input) {
  return absl::StrCat("pass/", index + 1 < 10 ? "0" : "", index + 1, "_", pass_name, "/", input);
}

// Tables for one input family ("kernels" or "scopes").
void PrintSummary(const CollectingReporter& reporter, const std::string& family) {
  const std::vector<pass::Pass> passes = DefaultPasses();
  if (PassScales().size() < 2) return;
  const int small_scale = PassScales()[PassScales().size() - 2];
  const int large_scale = PassScales().back();
  const std::string small = absl::StrCat(family, "_x", small_scale);
  const std::string large = absl::StrCat(family, "_x", large_scale);
  auto small_it = Inputs().find(small);
  auto large_it = Inputs().find(large);
  if (small_it == Inputs().end() || large_it == Inputs().end()) return;
  const double small_nodes = static_cast<double>(small_it->second->nodes);
  const double large_nodes = static_cast<double>(large_it->second->nodes);

  // Whole-benchmark scaling: ns per node at each scale.
  std::printf("\n== %s: %lld / %lld IR nodes at x10 / x100 ==\n", family.c_str(),
              static_cast<long long>(small_nodes), static_cast<long long>(large_nodes));
  std::printf("Scaling (ns per IR node; growth = x100 / x10 per-node time):\n");
  std::printf("%-14s %12s %12s %12s %8s\n", "benchmark", "x1", "x10", "x100", "growth");
  for (const char* kind : {"parse", "print", "passes_1_29", "default"}) {
    double per_node[3];
    for (int s = 0; s < 3; ++s) {
      const std::string input = absl::StrCat(family, "_x", kScales[s]);
      auto it = Inputs().find(input);
      const double ms = reporter.TimeMs(absl::StrCat(kind, "/", input));
      per_node[s] = (it == Inputs().end() || ms < 0) ? -1 : ms * 1e6 / it->second->nodes;
    }
    std::printf("%-14s %12.1f %12.1f %12.1f %8.2f%s\n", kind, per_node[0], per_node[1],
                per_node[2], per_node[2] / per_node[1],
                per_node[2] / per_node[1] > 1.3 ? "  <-- superlinear" : "");
  }

  std::printf("\nPer pass (Default runs, alone, no verification):\n");
  std::printf("%-34s %10s %10s %10s %10s %8s\n", "run", "x10 ms", "x100 ms", "x10 ns/n",
              "x100 ns/n", "growth");
  std::vector<std::pair<double, std::string>> slowest;
  double sum_large = 0;
  for (size_t i = 0; i < passes.size(); ++i) {
    const std::string label = RunLabel(static_cast<int>(i) + 1, passes[i].GetName());
    const double t_small = reporter.TimeMs(PassBenchName(i, passes[i].GetName(), small));
    const double t_large = reporter.TimeMs(PassBenchName(i, passes[i].GetName(), large));
    if (t_small < 0 || t_large < 0) {
      std::printf("%-34s %10s\n", label.c_str(), "not run");
      continue;
    }
    const double n_small = t_small * 1e6 / small_nodes, n_large = t_large * 1e6 / large_nodes;
    const double growth = n_large / n_small;
    // Passes under 0.5 ms at x100 are dominated by fixed costs; not flagged.
    const bool flag = growth > 1.3 && t_large > 0.5;
    std::printf("%-34s %10.3f %10.3f %10.2f %10.2f %8.2f%s\n", label.c_str(), t_small, t_large,
                n_small, n_large, growth, flag ? "  <-- superlinear" : "");
    slowest.push_back({t_large, label});
    sum_large += t_large;
  }
  std::sort(slowest.rbegin(), slowest.rend());
  std::printf("\nSlowest passes at x100 (sum of all passes %.1f ms):\n", sum_large);
  for (size_t i = 0; i < slowest.size() && i < 3; ++i) {
    std::printf("  %zu. %-34s %9.2f ms (%4.1f%%)\n", i + 1, slowest[i].second.c_str(),
                slowest[i].first, 100 * slowest[i].first / sum_large);
  }
}

void RegisterAll() {
  const std::vector<pass::Pass> passes = DefaultPasses();
  const int all = static_cast<int>(passes.size());
  std::vector<std::string> inputs = {"corpus29"};
  for (const char* family : {"kernels", "scopes"}) {
    for (int n : kScales) inputs.push_back(absl::StrCat(family, "_x", n));
  }
  for (const std::string& input : inputs) {
    benchmark::RegisterBenchmark(("parse/" + input).c_str(), BM_Parse, input)
        ->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark(("print/" + input).c_str(), BM_Print, input)
        ->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark(("passes_1_29/" + input).c_str(), BM_Pipeline, input,
                                 kTileStageEnd)
        ->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark(("default/" + input).c_str(), BM_Pipeline, input, all)
        ->Unit(benchmark::kMillisecond);
  }
  for (const char* family : {"kernels", "scopes"}) {
    for (int n : {10, 100}) {
      const std::string input = absl::StrCat(family, "_x", n);
      for (size_t i = 0; i < passes.size(); ++i) {
        benchmark::RegisterBenchmark(PassBenchName(i, passes[i].GetName(), input).c_str(),
                                     BM_SinglePass, input, static_cast<int>(i))
            ->Unit(benchmark::kMillisecond)
            ->MinTime(0.2);
      }
    }
  }
}

}  // namespace
}  // namespace ptoc::bench

int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::AddCustomContext("note", "2-core machine shared with concurrent builds");
  ptoc::bench::RegisterAll();
  ptoc::bench::CollectingReporter reporter;
  benchmark::RunSpecifiedBenchmarks(&reporter);
  ptoc::bench::PrintSummary(reporter, "kernels");
  ptoc::bench::PrintSummary(reporter, "scopes");
  benchmark::Shutdown();
  return 0;
}
