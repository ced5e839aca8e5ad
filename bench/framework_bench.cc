// Overhead of the pass framework itself, separated from the passes' work.
//
// A pipeline of 45 no-op passes (CreateProgramPass returning its input) named
// and contracted like the Default strategy's runs, so automatic verification
// does what it does in a real compilation (TypeChecked after UnrollLoops,
// SSAForm after ConvertToSSA, AllocatedMemoryAddr after AllocateMemoryAddr),
// runs on a ~10k-statement program (GenerateTileChainProgram(10000) compiled
// through the real Default strategy, so the three properties hold) at
//   noop/none        level NONE: instrument dispatch + pipeline bookkeeping only
//   noop/basic       level BASIC: + the three automatic property checks
//   noop/roundtrip   level ROUNDTRIP (+ RoundtripInstrument, as RunPasses adds):
//                    + print -> parse -> structural_equal after every pass
//   noop/test_env    NONE + VerificationInstrument(BEFORE_AND_AFTER) +
//                    RoundtripInstrument (what //tests/testing:pass_test_main
//                    installs for unit tests)
//   direct_calls     the 45 transforms called directly (no framework)
//   real/none, real/basic  the real Default strategy on the source program
// The summary relates BASIC's extra cost to a real compilation (goal <= 5%).
//
//   bazel run -c opt //bench:framework_bench
#include <unistd.h>

#include <cstdio>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "bench/bench_util.h"
#include "bench/program_gen.h"
#include "benchmark/benchmark.h"
#include "compiler/ir/visitor.h"
#include "compiler/pass/instruments.h"
#include "compiler/pass/pass.h"
#include "compiler/pass/pass_context.h"
#include "compiler/pass/pass_pipeline.h"
#include "compiler/pass/pass_registry.h"
#include "compiler/pass/strategy.h"
#include "compiler/pass/text_instruments.h"
#include "compiler/verify/verifier_registry.h"

namespace ptoc::bench {
namespace {

constexpr int kTiles = 10000;

class StmtCounter : public ir::IRVisitor {
 public:
  void VisitStmt(const ir::StmtPtr& stmt) override {
    if (stmt != nullptr) ++count;
    ir::IRVisitor::VisitStmt(stmt);
  }
  int64_t count = 0;
};

struct Inputs {
  ir::ProgramPtr source;    // the generated program, parsed
  ir::ProgramPtr compiled;  // after the real Default strategy
  int64_t source_stmts = 0;
  int64_t compiled_stmts = 0;
  int real_passes = 0;  // runnable Default prefix on the source
};

const Inputs& GetInputs() {
  static const Inputs* inputs = [] {
    auto* in = new Inputs();
    in->source = ParseOrDie(GenerateTileChainProgram(kTiles), "tile_chain.py");
    PrefixRun run = RunLongestPrefix(in->source, DefaultPasses());
    in->real_passes = run.runnable;
    in->compiled = run.output;
    if (!run.failed_pass.empty()) {
      std::fprintf(stderr, "note: Default runs %d/45 passes on the input; stops at %s (%s)\n",
                   run.runnable, run.failed_pass.c_str(), run.failure.c_str());
    }
    StmtCounter a, b;
    a.VisitProgram(in->source);
    b.VisitProgram(in->compiled);
    in->source_stmts = a.count;
    in->compiled_stmts = b.count;
    // The no-op pipeline re-verifies the compiled program; the checks must
    // hold, or BASIC would measure an error path.
    verify::VerificationReport report =
        verify::RunVerifier(in->compiled, pass::AutoVerifiedProperties());
    if (report.HasErrors() || !report.skipped.Empty()) {
      std::fprintf(stderr, "bench: auto-verified properties do not all hold/exist:\n%s\n",
                   report.Format().c_str());
      std::abort();
    }
    return in;
  }();
  return *inputs;
}

// The Default run list as no-op passes with the registry's contracts.
pass::PassPipeline NoopPipeline() {
  pass::PassPipeline pipeline;
  for (const std::string& name : pass::StrategyPassNames(pass::OptimizationStrategy::kDefault)) {
    pipeline.AddPass(pass::CreateProgramPass(name,
                                             pass::PassRegistry::Global().Find(name)->properties,
                                             [](const ir::ProgramPtr& p) { return p; }));
  }
  return pipeline;
}

void SetCounters(benchmark::State& state, int64_t stmts) {
  state.counters["stmts"] = static_cast<double>(stmts);
}

enum class Mode { kNone, kBasic, kRoundtrip, kTestEnv };

void BM_Noop(benchmark::State& state, Mode mode) {
  const Inputs& in = GetInputs();
  const pass::PassPipeline pipeline = NoopPipeline();
  std::vector<pass::PassInstrumentPtr> instruments;
  pass::VerificationLevel level = pass::VerificationLevel::kNone;
  auto roundtrip = std::make_shared<pass::RoundtripInstrument>();
  switch (mode) {
    case Mode::kNone:
      break;
    case Mode::kBasic:
      level = pass::VerificationLevel::kBasic;
      break;
    case Mode::kRoundtrip:
      level = pass::VerificationLevel::kRoundtrip;
      instruments.push_back(roundtrip);
      break;
    case Mode::kTestEnv:
      level = pass::VerificationLevel::kRoundtrip;
      instruments.push_back(
          std::make_shared<pass::VerificationInstrument>(pass::VerificationMode::kBeforeAndAfter));
      instruments.push_back(roundtrip);
      break;
  }
  pass::PassContext context(std::move(instruments), level);
  pass::PassContext::Scope scope(context);
  for (auto _ : state) {
    absl::StatusOr<ir::ProgramPtr> out = pipeline.Run(in.compiled);
    if (!out.ok()) {
      state.SkipWithError(out.status().ToString().substr(0, 300).c_str());
      break;
    }
    benchmark::DoNotOptimize(out);
  }
  if (mode == Mode::kRoundtrip || mode == Mode::kTestEnv) {
    state.counters["roundtrip_skipped"] = roundtrip->skipped_count();
  }
  SetCounters(state, in.compiled_stmts);
}

void BM_DirectCalls(benchmark::State& state) {
  const Inputs& in = GetInputs();
  std::vector<pass::ProgramTransform> transforms(45, [](const ir::ProgramPtr& p) { return p; });
  for (auto _ : state) {
    ir::ProgramPtr p = in.compiled;
    for (const auto& t : transforms) p = t(p);
    benchmark::DoNotOptimize(p);
  }
  SetCounters(state, in.compiled_stmts);
}

void BM_Real(benchmark::State& state, pass::VerificationLevel level) {
  const Inputs& in = GetInputs();
  std::vector<pass::Pass> passes = DefaultPasses();
  passes.resize(in.real_passes);
  const pass::PassPipeline pipeline(passes);
  pass::PassContext context({}, level);
  pass::PassContext::Scope scope(context);
  for (auto _ : state) {
    absl::StatusOr<ir::ProgramPtr> out = pipeline.Run(in.source);
    if (!out.ok()) {
      state.SkipWithError(out.status().ToString().substr(0, 300).c_str());
      break;
    }
    benchmark::DoNotOptimize(out);
  }
  SetCounters(state, in.source_stmts);
  state.SetLabel(absl::StrCat(in.real_passes, " passes"));
}

class CollectingReporter : public benchmark::ConsoleReporter {
 public:
  CollectingReporter() : ConsoleReporter(isatty(STDOUT_FILENO) ? OO_ColorTabular : OO_Tabular) {}
  void ReportRuns(const std::vector<Run>& runs) override {
    for (const Run& run : runs) {
      if (run.error_occurred || run.run_type != Run::RT_Iteration) continue;
      ms_[run.run_name.function_name] = run.GetAdjustedRealTime();  // every benchmark uses ms
    }
    ConsoleReporter::ReportRuns(runs);
  }
  double Ms(const std::string& name) const {
    auto it = ms_.find(name);
    return it == ms_.end() ? -1 : it->second;
  }

 private:
  std::map<std::string, double> ms_;
};

void PrintSummary(const CollectingReporter& r) {
  const Inputs& in = GetInputs();
  const double none = r.Ms("noop/none"), basic = r.Ms("noop/basic");
  const double roundtrip = r.Ms("noop/roundtrip"), test_env = r.Ms("noop/test_env");
  const double direct = r.Ms("direct_calls");
  const double real_none = r.Ms("real/none"), real_basic = r.Ms("real/basic");
  std::printf(
      "\n== Framework overhead: %lld-statement source (%lld after Default), "
      "45 no-op passes ==\n",
      static_cast<long long>(in.source_stmts), static_cast<long long>(in.compiled_stmts));
  if (none < 0 || basic < 0 || direct < 0) return;
  std::printf(
      "dispatch at NONE: %.3f us per pipeline (%.0f ns per pass; direct calls %.0f ns/pass)\n",
      none * 1e3, none * 1e6 / 45, direct * 1e6 / 45);
  std::printf("BASIC - NONE (3 property checks): %.3f ms per pipeline run\n", basic - none);
  if (real_none > 0) {
    std::printf("  = %.2f%% of a real Default run at NONE (%.1f ms)  [goal <= 5%%]\n",
                100 * (basic - none) / real_none, real_none);
  }
  if (real_none > 0 && real_basic > 0) {
    std::printf("real Default BASIC vs NONE: %.1f vs %.1f ms (%+.2f%%)\n", real_basic, real_none,
                100 * (real_basic / real_none - 1));
  }
  if (roundtrip > 0) {
    std::printf("ROUNDTRIP (45 print/parse/compare): %.1f ms per pipeline run (%.2f ms per pass)",
                roundtrip, (roundtrip - basic) / 45);
    if (real_none > 0) std::printf(" = %.1fx a real Default run", roundtrip / real_none);
    std::printf("\n");
  }
  if (test_env > 0) {
    std::printf("unit-test environment (BEFORE_AND_AFTER + roundtrip): %.1f ms per pipeline run\n",
                test_env);
  }
}

void RegisterAll() {
  auto reg = [](const char* name, auto fn, auto... args) {
    benchmark::RegisterBenchmark(name, fn, args...)->Unit(benchmark::kMillisecond)->UseRealTime();
  };
  reg("noop/none", BM_Noop, Mode::kNone);
  reg("noop/basic", BM_Noop, Mode::kBasic);
  reg("noop/roundtrip", BM_Noop, Mode::kRoundtrip);
  reg("noop/test_env", BM_Noop, Mode::kTestEnv);
  reg("direct_calls", BM_DirectCalls);
  reg("real/none", BM_Real, pass::VerificationLevel::kNone);
  reg("real/basic", BM_Real, pass::VerificationLevel::kBasic);
}

}  // namespace
}  // namespace ptoc::bench

int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  ptoc::bench::RegisterAll();
  ptoc::bench::CollectingReporter reporter;
  benchmark::RunSpecifiedBenchmarks(&reporter);
  ptoc::bench::PrintSummary(reporter);
  benchmark::Shutdown();
  return 0;
}
