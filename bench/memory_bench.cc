// Scaling of the memory-planning passes on one long kernel.
//
// Input: GenerateTileChainProgram(T) — one InCore kernel holding a chain of T
// tiles (about 4 alive at any point) — for T = 1,000, 10,000 and 100,000.
// The Default runs before InitMemRef prepare the input once (not timed);
// then InitMemRef -> MaterializeSemanticAliases -> MemoryReuse ->
// AllocateMemoryAddr are timed together (memory_planning/<T>) and one by one
// (memory/<Pass>/<T>, each on its predecessor's output), without automatic
// verification. `s_per_tile` is CPU time / T: flat means linear.
// compile/<T> times the whole compile of that kernel: the 45 Default runs at
// Basic verification on the parsed program (parse/<T>: the DSL text to IR);
// the first iteration's per-pass times (slowest five) go to stderr.
// live/memory_planning/<T> and live/memory/<Pass>/<T> time the same passes on
// GenerateLiveTilesProgram(T), where all T loaded tiles are alive at once
// (MemoryReuse cannot share any of them; the packing must still be
// near-linear). Its footprint overflows the on-chip capacity, so the
// preparation stops where verification rejects the program (the label says
// where).
//
//   bazel run -c opt //bench:memory_bench [-- --max_tiles=10000]
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "bench/bench_util.h"
#include "bench/program_gen.h"
#include "benchmark/benchmark.h"
#include "compiler/base/heap_tuning.h"
#include "compiler/ir/visitor.h"
#include "compiler/pass/pass_context.h"

namespace ptoc::bench {
namespace {

const char* const kMemoryPasses[] = {"InitMemRef", "MaterializeSemanticAliases", "MemoryReuse",
                                     "AllocateMemoryAddr"};
constexpr int kNumMemoryPasses = 4;

struct Prepared {
  int tiles = 0;
  int64_t nodes = 0;
  double prepare_ms = 0;
  // inputs[i]: the program before memory pass i; inputs[4]: after the last.
  std::vector<ir::ProgramPtr> inputs;
  std::vector<pass::Pass> passes;  // the memory passes that run
  std::string note;                // why fewer than four run
};

// The kernel shapes memory_bench runs on.
enum class Shape { kChain, kAllLive };

std::string Generate(int tiles, Shape shape) {
  return shape == Shape::kChain ? GenerateTileChainProgram(tiles) : GenerateLiveTilesProgram(tiles);
}

Prepared& Prepare(int tiles, Shape shape = Shape::kChain) {
  static auto* cache = new std::map<std::pair<int, Shape>, std::unique_ptr<Prepared>>();
  auto& slot = (*cache)[{tiles, shape}];
  if (slot != nullptr) return *slot;
  slot = std::make_unique<Prepared>();
  Prepared& p = *slot;
  p.tiles = tiles;
  const auto start = std::chrono::steady_clock::now();
  const ir::ProgramPtr program = ParseOrDie(
      Generate(tiles, shape),
      absl::StrCat(shape == Shape::kChain ? "tile_chain_" : "live_tiles_", tiles, ".py"));
  p.nodes = ir::CountNodes(program);

  const std::vector<pass::Pass> all = DefaultPasses();
  size_t first = 0;
  while (first < all.size() && all[first].GetName() != kMemoryPasses[0]) ++first;
  std::vector<pass::Pass> wanted(all.begin(), all.begin() + first + kNumMemoryPasses);
  const PrefixRun run = RunLongestPrefix(program, wanted);
  if (run.runnable < static_cast<int>(first)) {
    p.note = absl::StrCat("preparation stops at ", run.failed_pass, ": ", run.failure);
  } else {
    if (!run.failed_pass.empty()) {
      p.note = absl::StrCat("stops at ", run.failed_pass, ": ", run.failure);
    }
    ir::ProgramPtr current = RunPipelineOrDie(
        program, pass::PassPipeline(std::vector<pass::Pass>(all.begin(), all.begin() + first)));
    p.inputs.push_back(current);
    for (int i = static_cast<int>(first); i < run.runnable; ++i) {
      p.passes.push_back(all[i]);
      current = RunPipelineOrDie(current, pass::PassPipeline({all[i]}));
      p.inputs.push_back(current);
    }
  }
  p.prepare_ms =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  std::fprintf(stderr, "prepared %d tiles%s: %lld IR nodes, %zu/4 memory passes run, %.0f ms%s%s\n",
               tiles, shape == Shape::kChain ? "" : " (all live)", static_cast<long long>(p.nodes),
               p.passes.size(), p.prepare_ms, p.note.empty() ? "" : "; ", p.note.c_str());
  return p;
}

// Parsed kernel of `tiles` tiles and its text, built once.
struct Source {
  std::string text;
  ir::ProgramPtr program;
  int64_t nodes = 0;
};

Source& GetSource(int tiles) {
  static auto* cache = new std::map<int, std::unique_ptr<Source>>();
  auto& slot = (*cache)[tiles];
  if (slot == nullptr) {
    slot = std::make_unique<Source>();
    slot->text = GenerateTileChainProgram(tiles);
    slot->program = ParseOrDie(slot->text, absl::StrCat("tile_chain_", tiles, ".py"));
    slot->nodes = ir::CountNodes(slot->program);
  }
  return *slot;
}

void SetSourceCounters(benchmark::State& state, int tiles, const Source& source) {
  state.counters["tiles"] = tiles;
  state.counters["nodes"] = static_cast<double>(source.nodes);
  state.counters["s_per_tile"] = benchmark::Counter(
      tiles, benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}

void BM_Parse(benchmark::State& state, int tiles) {
  Source& source = GetSource(tiles);
  for (auto _ : state) {
    benchmark::DoNotOptimize(ParseOrDie(source.text, "tile_chain.py"));
  }
  SetSourceCounters(state, tiles, source);
}

// The whole Default strategy (45 runs, Basic verification) on the kernel.
void BM_Compile(benchmark::State& state, int tiles) {
  Source& source = GetSource(tiles);
  const std::vector<pass::Pass> passes = DefaultPasses();
  const pass::PassPipeline pipeline(passes);
  {
    double total_ms = 0;
    const std::vector<double> ms = TimePassesMs(source.program, pipeline, &total_ms);
    std::vector<std::pair<double, int>> order;
    for (size_t i = 0; i < ms.size(); ++i) order.push_back({ms[i], static_cast<int>(i)});
    std::sort(order.rbegin(), order.rend());
    std::fprintf(stderr, "compile/%d: %.1f ms wall, slowest runs:", tiles, total_ms);
    for (size_t i = 0; i < order.size() && i < 5; ++i) {
      std::fprintf(stderr, " %s %.1f ms;",
                   RunLabel(order[i].second + 1, passes[order[i].second].GetName()).c_str(),
                   order[i].first);
    }
    std::fprintf(stderr, "\n");
  }
  pass::PassContext context({}, pass::VerificationLevel::kBasic);
  pass::PassContext::Scope scope(context);
  for (auto _ : state) {
    absl::StatusOr<ir::ProgramPtr> result = pipeline.Run(source.program);
    if (!result.ok()) state.SkipWithError(result.status().ToString().c_str());
    benchmark::DoNotOptimize(result);
  }
  SetSourceCounters(state, tiles, source);
}

void SetCounters(benchmark::State& state, const Prepared& p) {
  state.counters["tiles"] = p.tiles;
  state.counters["nodes"] = static_cast<double>(p.nodes);
  state.counters["s_per_tile"] = benchmark::Counter(
      p.tiles, benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}

// The runnable memory passes in sequence.
void BM_MemoryPlanning(benchmark::State& state, int tiles, Shape shape) {
  Prepared& p = Prepare(tiles, shape);
  if (p.passes.empty()) {
    state.SkipWithError(p.note.c_str());
    return;
  }
  const pass::PassPipeline pipeline(p.passes);
  pass::PassContext context({}, pass::VerificationLevel::kNone);
  pass::PassContext::Scope scope(context);
  for (auto _ : state) {
    absl::StatusOr<ir::ProgramPtr> result = pipeline.Run(p.inputs[0]);
    if (!result.ok()) state.SkipWithError(result.status().ToString().c_str());
    benchmark::DoNotOptimize(result);
  }
  SetCounters(state, p);
  state.SetLabel(absl::StrCat(p.passes.size(), "/4 passes", p.note.empty() ? "" : "; ", p.note));
}

void BM_MemoryPass(benchmark::State& state, int tiles, int index, Shape shape) {
  Prepared& p = Prepare(tiles, shape);
  if (index >= static_cast<int>(p.passes.size())) {
    state.SkipWithError(p.note.empty() ? "does not run" : p.note.c_str());
    return;
  }
  const pass::Pass& pass = p.passes[index];
  pass::PassContext context({}, pass::VerificationLevel::kNone);
  pass::PassContext::Scope scope(context);
  for (auto _ : state) {
    absl::StatusOr<ir::ProgramPtr> result = pass.Run(p.inputs[index]);
    if (!result.ok()) state.SkipWithError(result.status().ToString().c_str());
    benchmark::DoNotOptimize(result);
  }
  SetCounters(state, p);
  if (!p.note.empty()) state.SetLabel(p.note);
}

}  // namespace
}  // namespace ptoc::bench

int main(int argc, char** argv) {
  // Huge pages for malloc and a heap kept between iterations (compiler/base/heap_tuning.h).
  ptoc::ReexecWithHugePagesIfUseful(argv);
  ptoc::TuneHeapForLargePrograms();
  benchmark::Initialize(&argc, argv);
  int max_tiles = 100000;
  for (int i = 1; i < argc; ++i) {
    if (std::strncmp(argv[i], "--max_tiles=", 12) == 0) {
      if (!absl::SimpleAtoi(argv[i] + 12, &max_tiles)) return 1;
    } else {
      std::fprintf(stderr, "unknown argument %s\n", argv[i]);
      return 1;
    }
  }
  benchmark::AddCustomContext("note", "2-core machine shared with concurrent builds");
  for (int tiles : {1000, 10000, 100000}) {
    if (tiles > max_tiles) continue;
    benchmark::RegisterBenchmark(absl::StrCat("parse/", tiles).c_str(), ptoc::bench::BM_Parse,
                                 tiles)
        ->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark(absl::StrCat("compile/", tiles).c_str(), ptoc::bench::BM_Compile,
                                 tiles)
        ->Unit(benchmark::kMillisecond);
    for (auto shape : {ptoc::bench::Shape::kChain, ptoc::bench::Shape::kAllLive}) {
      const char* prefix = shape == ptoc::bench::Shape::kChain ? "" : "live/";
      benchmark::RegisterBenchmark(absl::StrCat(prefix, "memory_planning/", tiles).c_str(),
                                   ptoc::bench::BM_MemoryPlanning, tiles, shape)
          ->Unit(benchmark::kMillisecond);
      for (int i = 0; i < ptoc::bench::kNumMemoryPasses; ++i) {
        benchmark::RegisterBenchmark(
            absl::StrCat(prefix, "memory/", ptoc::bench::kMemoryPasses[i], "/", tiles).c_str(),
            ptoc::bench::BM_MemoryPass, tiles, i, shape)
            ->Unit(benchmark::kMillisecond);
      }
    }
  }
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
