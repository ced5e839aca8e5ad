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
#include <cmath>
#include <cstdio>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "bench/alloc_count.h"
#include "bench/bench_util.h"
#include "bench/program_gen.h"
#include "benchmark/benchmark.h"
#include "compiler/base/heap_tuning.h"
#include "compiler/ir/visitor.h"
#include "compiler/pass/instruments.h"
#include "compiler/pass/pass_context.h"
#include "compiler/text/parser.h"
#include "compiler/text/printer.h"

namespace ptoc::bench {
namespace {

// Scales of the whole-pipeline benchmarks (--scales=) and of the per-pass
// ones per family (--kernel_pass_scales=, --scope_pass_scales=). x300 for
// the kernels separates algorithmic growth (keeps growing) from cache
// effects (levels off); the scope family's outlining is too slow for x300.
std::vector<int>& Scales() {
  static auto* scales = new std::vector<int>{1, 10, 100};
  return *scales;
}
std::vector<int>& PassScales(const std::string& family) {
  static auto* kernels = new std::vector<int>{10, 100, 300};
  static auto* scopes = new std::vector<int>{10, 100};
  return family == "kernels" ? *kernels : *scopes;
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
  PrefixRun prefix;                         // longest runnable Default prefix
  std::vector<ir::ProgramPtr> before_pass;  // before_pass[i]: input of run i (0-based)
};

std::map<std::string, std::unique_ptr<Input>>& Inputs() {
  static auto* inputs = new std::map<std::string, std::unique_ptr<Input>>();
  return *inputs;
}

int64_t NodesOf(const std::string& text) { return ir::CountNodes(ParseOrDie(text, "calibration")); }

// The generator argument whose program has `scale` times the IR nodes of
// corpus 29: generated sizes are affine in the argument, so two samples fix
// the per-unit and fixed parts.
int UnitsForScale(int scale, const std::function<std::string(int)>& generate) {
  static const int64_t anchor = NodesOf(ReadFileOrDie("tests/corpus/29_post_block_large.py"));
  const int64_t one = NodesOf(generate(1)), per_unit = NodesOf(generate(2)) - one;
  const double units = (static_cast<double>(scale) * anchor - (one - per_unit)) / per_unit;
  return std::max(1, static_cast<int>(std::lround(units)));
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
  slot->nodes = ir::CountNodes(slot->program);
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

// `allocations`: made by the timed loop of `state` (all its iterations).
void SetNodeCounters(benchmark::State& state, const Input& input, uint64_t allocations) {
  state.counters["nodes"] = static_cast<double>(input.nodes);
  if (state.iterations() > 0 && input.nodes > 0) {
    state.counters["allocs_per_node"] = static_cast<double>(allocations) /
                                        static_cast<double>(state.iterations()) /
                                        static_cast<double>(input.nodes);
  }
  // Seconds per node per iteration, printed with an SI prefix ("85n" = 85 ns).
  state.counters["s_per_node"] = benchmark::Counter(
      static_cast<double>(input.nodes),
      benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}

void BM_Parse(benchmark::State& state, const std::string& name) {
  const Input& input = GetInput(name);
  text::ParseOptions options;
  options.filename = name + ".py";
  const uint64_t allocations = AllocationsOnThisThread();
  for (auto _ : state) {
    absl::StatusOr<ir::ProgramPtr> program = text::ParseProgram(input.text, options);
    if (!program.ok()) state.SkipWithError(program.status().ToString().c_str());
    benchmark::DoNotOptimize(program);
  }
  SetNodeCounters(state, input, AllocationsOnThisThread() - allocations);
}

void BM_Print(benchmark::State& state, const std::string& name) {
  const Input& input = GetInput(name);
  const uint64_t allocations = AllocationsOnThisThread();
  for (auto _ : state) {
    std::string text = text::PrintProgram(input.program);
    benchmark::DoNotOptimize(text);
  }
  SetNodeCounters(state, input, AllocationsOnThisThread() - allocations);
}

// The first `limit` runs of Default (fewer when not all run yet). With
// `pass_by_pass`, an instrument that does nothing makes the pipeline run its
// function-local passes one after the other over the whole program instead
// of function by function (what an instrumented request does).
void BM_Pipeline(benchmark::State& state, const std::string& name, int limit, bool pass_by_pass) {
  Input& input = GetAnalysedInput(name);
  const std::vector<pass::Pass> passes = DefaultPasses();
  const int count = std::min(limit, input.prefix.runnable);
  const pass::PassPipeline pipeline(
      std::vector<pass::Pass>(passes.begin(), passes.begin() + count));
  std::vector<pass::PassInstrumentPtr> instruments;
  if (pass_by_pass) instruments.push_back(std::make_shared<pass::CallbackInstrument>());
  pass::PassContext context(instruments, pass::VerificationLevel::kBasic);
  pass::PassContext::Scope scope(context);
  const uint64_t allocations = AllocationsOnThisThread();
  for (auto _ : state) {
    absl::StatusOr<ir::ProgramPtr> result = pipeline.Run(input.program);
    if (!result.ok()) state.SkipWithError(result.status().ToString().c_str());
    benchmark::DoNotOptimize(result);
  }
  SetNodeCounters(state, input, AllocationsOnThisThread() - allocations);
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
  const uint64_t allocations = AllocationsOnThisThread();
  for (auto _ : state) {
    absl::StatusOr<ir::ProgramPtr> result = pass.Run(program);
    if (!result.ok()) state.SkipWithError(result.status().ToString().c_str());
    benchmark::DoNotOptimize(result);
  }
  SetNodeCounters(state, input, AllocationsOnThisThread() - allocations);
}

std::string StripSuffix(const std::string& text, absl::string_view suffix) {
  return absl::EndsWith(text, suffix) ? text.substr(0, text.size() - suffix.size()) : text;
}

double MinOf(const std::vector<double>& values) {
  return values.empty() ? 0 : *std::min_element(values.begin(), values.end());
}

// Collects the runs while printing them as usual, for the summary.
class CollectingReporter : public benchmark::ConsoleReporter {
 public:
  // Colours only on a terminal (a custom display reporter does not follow
  // --benchmark_color).
  CollectingReporter() : ConsoleReporter(isatty(STDOUT_FILENO) ? OO_ColorTabular : OO_Tabular) {}
  void ReportRuns(const std::vector<Run>& runs) override {
    for (const Run& run : runs) {
      if (run.error_occurred) continue;
      // With --benchmark_repetitions, the "min" aggregate (least disturbed
      // by the other processes on the machine) replaces single runs.
      if (run.run_type == Run::RT_Aggregate && run.aggregate_name != "min") continue;
      // CPU milliseconds per iteration (every benchmark here uses ms); CPU
      // time is steadier than wall time on the shared machine.
      const std::string name = run.run_type == Run::RT_Aggregate
                                   ? StripSuffix(run.benchmark_name(), "_min")
                                   : run.benchmark_name();
      times_ms_[name] = run.GetAdjustedCPUTime();
      auto allocations = run.counters.find("allocs_per_node");
      if (allocations != run.counters.end()) allocs_per_node_[name] = allocations->second.value;
    }
    ConsoleReporter::ReportRuns(runs);
  }
  // Time of a benchmark by the name it was registered with, or -1.
  double TimeMs(const std::string& name) const { return Find(times_ms_, name); }
  // Heap allocations per IR node and iteration of a benchmark, or -1.
  double AllocationsPerNode(const std::string& name) const { return Find(allocs_per_node_, name); }

 private:
  static double Find(const std::map<std::string, double>& values, const std::string& name) {
    for (const auto& [key, value] : values) {
      if (key == name || absl::StartsWith(key, name + "/")) return value;
    }
    return -1;
  }

  std::map<std::string, double> times_ms_;
  std::map<std::string, double> allocs_per_node_;
};

std::string PassBenchName(int index, const std::string& pass_name, const std::string& input) {
  return absl::StrCat("pass/", index + 1 < 10 ? "0" : "", index + 1, "_", pass_name, "/", input);
}

double NodesOfInput(const std::string& input) {
  auto it = Inputs().find(input);
  return it == Inputs().end() ? -1 : static_cast<double>(it->second->nodes);
}

// One row of a scaling table: a value per scale (-1: not run) and the growth
// between the last two scales.
void PrintScalingRow(const char* kind, const std::vector<double>& per_node, int decimals) {
  std::printf("%-14s", kind);
  for (double v : per_node) std::printf(" %11.*f", decimals, v);
  if (per_node.size() >= 2 && per_node[per_node.size() - 2] > 0 && per_node.back() > 0) {
    const double growth = per_node.back() / per_node[per_node.size() - 2];
    std::printf(" %8.2f%s", growth, growth > 1.3 ? "  <-- superlinear" : "");
  }
  std::printf("\n");
}

// Tables for one input family ("kernels" or "scopes").
void PrintSummary(const CollectingReporter& reporter, const std::string& family) {
  const std::vector<pass::Pass> passes = DefaultPasses();
  const std::vector<int>& scales = Scales();
  // Whole-benchmark scaling: ns per node at each scale; growth compares the
  // last two scales.
  std::printf(
      "\n== %s ==\nScaling (CPU ns per IR node; growth = per-node time at the last "
      "scale / the one before):\n%-14s",
      family.c_str(), "benchmark");
  for (int scale : scales) std::printf(" %11s", absl::StrCat("x", scale).c_str());
  std::printf(" %8s\n%-14s", "growth", "IR nodes");
  for (int scale : scales) {
    std::printf(" %11.0f", NodesOfInput(absl::StrCat(family, "_x", scale)));
  }
  std::printf("\n");
  for (const char* kind : {"parse", "print", "passes_1_29", "default"}) {
    std::vector<double> per_node;
    for (int scale : scales) {
      const std::string input = absl::StrCat(family, "_x", scale);
      const double ms = reporter.TimeMs(absl::StrCat(kind, "/", input));
      const double nodes = NodesOfInput(input);
      per_node.push_back(nodes <= 0 || ms < 0 ? -1 : ms * 1e6 / nodes);
    }
    PrintScalingRow(kind, per_node, 1);
  }
  // The same runs in a unit the machine does not blur: what grows here is
  // work, not cache misses.
  std::printf("\nHeap allocations per IR node (exact counts; growth as above):\n");
  for (const char* kind : {"parse", "print", "passes_1_29", "default"}) {
    std::vector<double> per_node;
    per_node.reserve(scales.size());
    for (int scale : scales) {
      per_node.push_back(reporter.AllocationsPerNode(absl::StrCat(kind, "/", family, "_x", scale)));
    }
    PrintScalingRow(kind, per_node, 2);
  }

  const std::vector<int>& pass_scales = PassScales(family);
  if (pass_scales.size() < 2) return;
  std::vector<std::string> inputs;
  std::vector<double> nodes;
  for (int scale : pass_scales) {
    inputs.push_back(absl::StrCat(family, "_x", scale));
    nodes.push_back(NodesOfInput(inputs.back()));
    if (nodes.back() <= 0) return;
  }
  std::printf("\nPer pass (Default runs, each alone on its real input, no verification):\n");
  std::printf(
      "CPU ms and ns per IR node at each scale; growth = per-node time ratio of "
      "consecutive scales\n%-32s",
      "run");
  for (int scale : pass_scales) std::printf(" %9s", absl::StrCat("x", scale, " ms").c_str());
  for (int scale : pass_scales) std::printf(" %9s", absl::StrCat("x", scale, " ns/n").c_str());
  for (size_t k = 1; k < pass_scales.size(); ++k) {
    std::printf(" %9s", absl::StrCat(pass_scales[k - 1], "->", pass_scales[k]).c_str());
  }
  std::printf("\n");
  // Sorted by the time at the scale of the brief (x100) when present.
  const size_t rank_index =
      std::find(pass_scales.begin(), pass_scales.end(), 100) != pass_scales.end()
          ? std::find(pass_scales.begin(), pass_scales.end(), 100) - pass_scales.begin()
          : pass_scales.size() - 1;
  std::vector<std::pair<double, std::string>> slowest;
  double sum_rank = 0;
  for (size_t i = 0; i < passes.size(); ++i) {
    const std::string label = RunLabel(static_cast<int>(i) + 1, passes[i].GetName());
    std::vector<double> ms;
    ms.reserve(inputs.size());
    for (const std::string& input : inputs) {
      ms.push_back(reporter.TimeMs(PassBenchName(i, passes[i].GetName(), input)));
    }
    if (std::any_of(ms.begin(), ms.end(), [](double v) { return v < 0; })) {
      std::printf("%-32s %9s\n", label.c_str(), "not run");
      continue;
    }
    std::printf("%-32s", label.c_str());
    for (double v : ms) std::printf(" %9.3f", v);
    for (size_t k = 0; k < ms.size(); ++k) std::printf(" %9.2f", ms[k] * 1e6 / nodes[k]);
    bool flag = false;
    for (size_t k = 1; k < ms.size(); ++k) {
      const double growth = (ms[k] / nodes[k]) / (ms[k - 1] / nodes[k - 1]);
      std::printf(" %9.2f", growth);
      // Passes under 0.5 ms (no-ops) are not flagged.
      flag |= growth > 1.3 && ms[k] > 0.5;
    }
    std::printf("%s\n", flag ? "  <-- >1.3x" : "");
    slowest.push_back({ms[rank_index], label});
    sum_rank += ms[rank_index];
  }
  std::sort(slowest.rbegin(), slowest.rend());
  std::printf("\nSlowest passes at x%d (sum of all passes %.1f ms):\n", pass_scales[rank_index],
              sum_rank);
  for (size_t i = 0; i < slowest.size() && i < 3; ++i) {
    std::printf("  %zu. %-32s %9.2f ms (%4.1f%%)\n", i + 1, slowest[i].second.c_str(),
                slowest[i].first, 100 * slowest[i].first / sum_rank);
  }
}

void RegisterAll() {
  const std::vector<pass::Pass> passes = DefaultPasses();
  const int all = static_cast<int>(passes.size());
  std::vector<std::string> inputs = {"corpus29"};
  for (const char* family : {"kernels", "scopes"}) {
    for (int n : Scales()) inputs.push_back(absl::StrCat(family, "_x", n));
  }
  for (const std::string& input : inputs) {
    benchmark::RegisterBenchmark(("parse/" + input).c_str(), BM_Parse, input)
        ->Unit(benchmark::kMillisecond)
        ->ComputeStatistics("min", MinOf);
    benchmark::RegisterBenchmark(("print/" + input).c_str(), BM_Print, input)
        ->Unit(benchmark::kMillisecond)
        ->ComputeStatistics("min", MinOf);
    benchmark::RegisterBenchmark(("passes_1_29/" + input).c_str(), BM_Pipeline, input,
                                 kTileStageEnd, false)
        ->Unit(benchmark::kMillisecond)
        ->ComputeStatistics("min", MinOf);
    benchmark::RegisterBenchmark(("default/" + input).c_str(), BM_Pipeline, input, all, false)
        ->Unit(benchmark::kMillisecond)
        ->ComputeStatistics("min", MinOf);
    benchmark::RegisterBenchmark(("default_pass_by_pass/" + input).c_str(), BM_Pipeline, input, all,
                                 true)
        ->Unit(benchmark::kMillisecond)
        ->ComputeStatistics("min", MinOf);
  }
  for (const char* family : {"kernels", "scopes"}) {
    for (int n : PassScales(family)) {
      const std::string input = absl::StrCat(family, "_x", n);
      for (size_t i = 0; i < passes.size(); ++i) {
        benchmark::RegisterBenchmark(PassBenchName(i, passes[i].GetName(), input).c_str(),
                                     BM_SinglePass, input, static_cast<int>(i))
            ->Unit(benchmark::kMillisecond)
            ->ComputeStatistics("min", MinOf)
            ->MinTime(0.2);
      }
    }
  }
}

// Parses "--name=1,10,100" into `out`; true when `arg` is that flag.
bool ParseScalesFlag(absl::string_view arg, absl::string_view name, std::vector<int>* out) {
  if (!absl::ConsumePrefix(&arg, name)) return false;
  out->clear();
  for (absl::string_view part : absl::StrSplit(arg, ',', absl::SkipEmpty())) {
    int value = 0;
    if (absl::SimpleAtoi(part, &value) && value > 0) out->push_back(value);
  }
  return true;
}

}  // namespace
}  // namespace ptoc::bench

int main(int argc, char** argv) {
  // Huge pages for malloc and a heap kept between iterations (compiler/base/heap_tuning.h).
  ptoc::ReexecWithHugePagesIfUseful(argv);
  ptoc::TuneHeapForLargePrograms();
  // Our flags first; Google Benchmark rejects unknown ones.
  int kept = 1;
  for (int i = 1; i < argc; ++i) {
    if (!ptoc::bench::ParseScalesFlag(argv[i], "--scales=", &ptoc::bench::Scales()) &&
        !ptoc::bench::ParseScalesFlag(
            argv[i], "--kernel_pass_scales=", &ptoc::bench::PassScales("kernels")) &&
        !ptoc::bench::ParseScalesFlag(argv[i],
                                      "--scope_pass_scales=", &ptoc::bench::PassScales("scopes"))) {
      argv[kept++] = argv[i];
    }
  }
  argc = kept;
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
