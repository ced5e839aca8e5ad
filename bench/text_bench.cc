// Throughput of the DSL text front end: parsing and printing (CONCISE) of
// generated programs of about 1 MB, 10 MB and 100 MB (1x, 10x and 100x the
// ~1 MB base size), in MB/s, and whether time grows linearly with size.
//
// Inputs are GenerateKernelProgram(N) (replicas of corpus 29's kernels and
// orchestration loops) printed once in canonical form, so parse and print
// handle the very same text; N is chosen so that text has the target size.
// Goals: parse >= 50 MB/s, print >= 100 MB/s, time per byte at 10 MB and
// 100 MB within 1.3x of that at 1 MB. Each benchmark first runs once
// untimed, so the heap has grown to its steady-state size, as in the daemon.
// Parse time excludes freeing the parsed program, which is reported on its
// own (free_ns_per_byte, including glibc's deferred merge of the freed
// chunks); `faults` counts page faults per timed parse. The process
// re-executes itself with glibc's huge-page tunable and keeps its heap
// between iterations (compiler/base/heap_tuning.h; PTOC_HEAP_REEXEC=0 keeps
// the plain heap).
//
//   bazel run -c opt //bench:text_bench
#include <sys/resource.h>
#include <time.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "bench/bench_util.h"
#include "bench/program_gen.h"
#include "benchmark/benchmark.h"
#include "compiler/base/heap_tuning.h"
#include "compiler/text/parser.h"
#include "compiler/text/printer.h"

namespace ptoc::bench {
namespace {

struct Size {
  const char* label;
  int64_t bytes;
};
constexpr Size kSizes[] = {{"1MB", 1 << 20}, {"10MB", 10 << 20}, {"100MB", 100 << 20}};

struct Input {
  std::string text;  // canonical (printed) text
  ir::ProgramPtr program;
  int replicas = 0;
};

std::string Canonical(int replicas) {
  return text::PrintProgram(ParseOrDie(GenerateKernelProgram(replicas), "gen.py"));
}

// The canonical program closest to `bytes` (sizes are affine in N).
Input& GetInput(const Size& size) {
  static auto* inputs = new std::map<std::string, std::unique_ptr<Input>>();
  auto& slot = (*inputs)[size.label];
  if (slot != nullptr) return *slot;
  static const int64_t one = Canonical(1).size();
  static const int64_t per_replica = Canonical(2).size() - one;
  slot = std::make_unique<Input>();
  slot->replicas =
      std::max<int64_t>(1, (size.bytes - (one - per_replica) + per_replica / 2) / per_replica);
  slot->text = Canonical(slot->replicas);
  slot->program = ParseOrDie(slot->text, "canonical.py");
  return *slot;
}

double CpuSeconds() {
  timespec ts;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

int64_t MinorPageFaults() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return usage.ru_minflt;
}

// CPU ns per input byte spent freeing a parsed program, per size label (last run).
std::map<std::string, double>& FreeNsPerByte() {
  static auto* m = new std::map<std::string, double>();
  return *m;
}

void SetCounters(benchmark::State& state, const Input& input) {
  const int64_t bytes = static_cast<int64_t>(input.text.size());
  state.SetBytesProcessed(state.iterations() * bytes);
  state.counters["bytes"] = static_cast<double>(bytes);
  state.counters["replicas"] = input.replicas;
  state.counters["ns_per_byte"] =
      benchmark::Counter(static_cast<double>(bytes), benchmark::Counter::kIsIterationInvariantRate |
                                                         benchmark::Counter::kInvert);
}

// glibc keeps small freed chunks in "fast bins" and merges them only when a
// large block is next requested or freed. After freeing a parsed program that
// merge walks millions of chunks; without this it would land in the next
// parse's first large allocation (its token array) and be timed as parsing.
// A request above the fast-bin and tcache sizes does the merge here instead.
void ConsolidateFreedChunks() {
  void* block = std::malloc(size_t{1} << 16);
  benchmark::DoNotOptimize(block);
  std::free(block);
}

void BM_Parse(benchmark::State& state, Size size) {
  const Input& input = GetInput(size);
  text::ParseOptions options;
  options.filename = "canonical.py";
  options.max_input_bytes = SIZE_MAX;
  double free_seconds = 0;
  // Warm-up: the first parse grows the heap (page faults); later ones reuse it.
  (void)text::ParseProgram(input.text, options);
  ConsolidateFreedChunks();
  const int64_t faults_before = MinorPageFaults();
  for (auto _ : state) {
    absl::StatusOr<ir::ProgramPtr> program = text::ParseProgram(input.text, options);
    if (!program.ok()) {
      state.SkipWithError(program.status().ToString().substr(0, 300).c_str());
      break;
    }
    benchmark::DoNotOptimize(program);
    // Freeing the IR is not parsing (a compiler runs passes on it first); it is timed apart.
    state.PauseTiming();
    const double t0 = CpuSeconds();
    program = absl::StatusOr<ir::ProgramPtr>();
    ConsolidateFreedChunks();
    free_seconds += CpuSeconds() - t0;
    state.ResumeTiming();
  }
  SetCounters(state, input);
  if (state.iterations() > 0) {
    // Page faults per iteration: near 0 once the heap has its steady-state size.
    state.counters["faults"] = static_cast<double>(MinorPageFaults() - faults_before) /
                               static_cast<double>(state.iterations());
    state.counters["free_ns_per_byte"] = free_seconds * 1e9 /
                                         static_cast<double>(state.iterations()) /
                                         static_cast<double>(input.text.size());
    FreeNsPerByte()[size.label] = state.counters["free_ns_per_byte"];
  }
}

void BM_Print(benchmark::State& state, Size size) {
  const Input& input = GetInput(size);
  benchmark::DoNotOptimize(text::PrintProgram(input.program));  // warm-up, as in BM_Parse
  for (auto _ : state) {
    std::string text = text::PrintProgram(input.program);
    benchmark::DoNotOptimize(text);
  }
  SetCounters(state, input);
}

// Reads `bytes` of scratch memory so that caches hold none of a program's IR
// (the L3 of the machines this runs on is 32 MB, shared).
void EvictCaches(size_t bytes = size_t{128} << 20) {
  static std::vector<int64_t>* scratch = new std::vector<int64_t>(bytes / sizeof(int64_t), 1);
  int64_t sum = 0;
  for (size_t i = 0; i < scratch->size(); i += 8) sum += (*scratch)[i];  // one read per line
  benchmark::DoNotOptimize(sum);
}

// Print with no IR in the caches at the start of each iteration: separates
// the printer's work per byte from how much of the program the caches keep
// between iterations (the whole 1 MB program's IR stays in L3; 10 MB's cannot).
void BM_PrintCold(benchmark::State& state, Size size) {
  const Input& input = GetInput(size);
  benchmark::DoNotOptimize(text::PrintProgram(input.program));
  for (auto _ : state) {
    state.PauseTiming();
    EvictCaches();
    state.ResumeTiming();
    std::string text = text::PrintProgram(input.program);
    benchmark::DoNotOptimize(text);
  }
  SetCounters(state, input);
}

void BM_PrintExplicit(benchmark::State& state, Size size) {
  const Input& input = GetInput(size);
  text::PrintOptions options;
  options.view_level = text::ViewLevel::kExplicit;
  int64_t bytes = 0;
  for (auto _ : state) {
    std::string text = text::PrintProgram(input.program, options);
    bytes = static_cast<int64_t>(text.size());
    benchmark::DoNotOptimize(text);
  }
  state.SetBytesProcessed(state.iterations() * bytes);
  state.counters["bytes"] = static_cast<double>(bytes);
}

class CollectingReporter : public benchmark::ConsoleReporter {
 public:
  CollectingReporter() : ConsoleReporter(isatty(STDOUT_FILENO) ? OO_ColorTabular : OO_Tabular) {}
  void ReportRuns(const std::vector<Run>& runs) override {
    for (const Run& run : runs) {
      if (run.error_occurred || run.run_type != Run::RT_Iteration) continue;
      // Per-iteration times in ms -> s. On a shared machine wall time
      // includes waiting for a core, so the summary reports CPU time too.
      seconds_[run.run_name.function_name] = run.GetAdjustedRealTime() / 1e3;
      cpu_seconds_[run.run_name.function_name] = run.GetAdjustedCPUTime() / 1e3;
    }
    ConsoleReporter::ReportRuns(runs);
  }
  double Seconds(const std::string& name) const {
    auto it = seconds_.find(name);
    return it == seconds_.end() ? -1 : it->second;
  }
  double CpuSeconds(const std::string& name) const {
    auto it = cpu_seconds_.find(name);
    return it == cpu_seconds_.end() ? -1 : it->second;
  }

 private:
  std::map<std::string, double> seconds_;
  std::map<std::string, double> cpu_seconds_;
};

void PrintSummary(const CollectingReporter& r) {
  std::printf("\n== Text throughput (canonical CONCISE text), from CPU time [wall] ==\n");
  std::printf("%-6s %10s %20s %20s %12s %12s\n", "size", "bytes", "parse MB/s", "print MB/s",
              "parse ns/B", "print ns/B");
  double parse_ns[3] = {0, 0, 0}, print_ns[3] = {0, 0, 0};
  auto rate = [](double bytes, double cpu, double wall) {
    if (cpu <= 0) return std::string("-");
    return absl::StrFormat("%.1f [%.1f]", bytes / cpu / 1e6, bytes / wall / 1e6);
  };
  for (int i = 0; i < 3; ++i) {
    const Size& size = kSizes[i];
    const std::string parse = absl::StrCat("parse/", size.label);
    const std::string print = absl::StrCat("print/", size.label);
    const double tp = r.CpuSeconds(parse), tw = r.CpuSeconds(print);
    if (tp <= 0 && tw <= 0) continue;  // filtered out (do not build the input)
    const double bytes = static_cast<double>(GetInput(size).text.size());
    if (tp > 0) parse_ns[i] = tp * 1e9 / bytes;
    if (tw > 0) print_ns[i] = tw * 1e9 / bytes;
    std::printf("%-6s %10.0f %20s %20s %12.2f %12.2f\n", size.label, bytes,
                rate(bytes, tp, r.Seconds(parse)).c_str(),
                rate(bytes, tw, r.Seconds(print)).c_str(), parse_ns[i], print_ns[i]);
  }
  for (const Size& size : kSizes) {
    auto it = FreeNsPerByte().find(size.label);
    if (it != FreeNsPerByte().end()) {
      std::printf("freeing the parsed program (not in parse time): %s %.2f ns/B CPU\n", size.label,
                  it->second);
    }
  }
  for (int i = 1; i < 3; ++i) {
    if (parse_ns[0] > 0 && parse_ns[i] > 0) {
      std::printf("per-byte CPU time %s / %s: parse %.2fx  [goal <= 1.3x]\n", kSizes[i].label,
                  kSizes[0].label, parse_ns[i] / parse_ns[0]);
    }
    if (print_ns[0] > 0 && print_ns[i] > 0) {
      std::printf("per-byte CPU time %s / %s: print %.2fx  [goal <= 1.3x]\n", kSizes[i].label,
                  kSizes[0].label, print_ns[i] / print_ns[0]);
    }
  }
  const double cold_1 = r.CpuSeconds("print_cold/1MB"), cold_10 = r.CpuSeconds("print_cold/10MB");
  if (cold_1 > 0 && cold_10 > 0) {
    const double ns_1 = cold_1 * 1e9 / static_cast<double>(GetInput(kSizes[0]).text.size());
    const double ns_10 = cold_10 * 1e9 / static_cast<double>(GetInput(kSizes[1]).text.size());
    std::printf(
        "print from cold caches: %.2f / %.2f ns/B at 1MB / 10MB, per-byte 10MB / 1MB %.2fx\n", ns_1,
        ns_10, ns_10 / ns_1);
  }
  std::printf("goals: parse >= 50 MB/s, print >= 100 MB/s (MB = 1e6 bytes)\n");
}

void RegisterAll() {
  for (const Size& size : kSizes) {
    benchmark::RegisterBenchmark(absl::StrCat("parse/", size.label).c_str(), BM_Parse, size)
        ->Unit(benchmark::kMillisecond)
        ->UseRealTime();
    benchmark::RegisterBenchmark(absl::StrCat("print/", size.label).c_str(), BM_Print, size)
        ->Unit(benchmark::kMillisecond)
        ->UseRealTime();
  }
  for (int i = 0; i < 2; ++i) {
    benchmark::RegisterBenchmark(absl::StrCat("print_cold/", kSizes[i].label).c_str(), BM_PrintCold,
                                 kSizes[i])
        ->Unit(benchmark::kMillisecond)
        ->UseRealTime();
  }
  benchmark::RegisterBenchmark("print_explicit/1MB", BM_PrintExplicit, kSizes[0])
      ->Unit(benchmark::kMillisecond)
      ->UseRealTime();
}

}  // namespace
}  // namespace ptoc::bench

int main(int argc, char** argv) {
  // Huge pages for malloc and a heap kept between iterations (compiler/base/heap_tuning.h).
  ptoc::ReexecWithHugePagesIfUseful(argv);
  // The 100 MB program's IR takes a few GB; keep that much freed memory mapped.
  ptoc::TuneHeapForLargePrograms(size_t{8} << 30);
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  ptoc::bench::RegisterAll();
  ptoc::bench::CollectingReporter reporter;
  benchmark::RunSpecifiedBenchmarks(&reporter);
  ptoc::bench::PrintSummary(reporter);
  benchmark::Shutdown();
  return 0;
}
