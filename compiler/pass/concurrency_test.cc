// Concurrency of the pass framework: eight threads, each inside its own
// PassContext (its own instruments, verification level and options), run
// pipelines 1,000 times at once. Contexts are thread-local, so every
// instrument must see exactly its own thread's passes, and the verifiers run
// on the calling thread exactly as often as that thread's level and
// instruments ask. Also run under ThreadSanitizer (bazel test --config=tsan).
#include <atomic>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "absl/strings/str_cat.h"
#include "compiler/ir/function.h"
#include "compiler/pass/instruments.h"
#include "compiler/pass/pass.h"
#include "compiler/pass/pass_context.h"
#include "compiler/pass/pass_manager.h"
#include "compiler/pass/pass_pipeline.h"
#include "compiler/pass/text_instruments.h"
#include "compiler/text/parser.h"
#include "compiler/verify/verifier_registry.h"
#include "gtest/gtest.h"

namespace ptoc::pass {
namespace {

using P = IRProperty;

constexpr int kThreads = 8;
constexpr int kRuns = 1000;

constexpr char kProgram[] = R"(import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Scalar[pl.INDEX], n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        acc: pl.Scalar[pl.INDEX] = x
        for i in pl.range(n):
            acc: pl.Scalar[pl.INDEX] = acc + i
        return acc
)";

// Verifier runs, per property, on the current thread: each thread checks
// its own numbers without locking (a verifier runs on the thread of the pass).
struct ThreadVerifierCounts {
  int ssa = 0;
  int typed = 0;
  int alloc = 0;
  int memrefs = 0;
};
thread_local ThreadVerifierCounts tls_counts;

void RegisterCountingVerifiers() {
  auto add = [](P property, int ThreadVerifierCounts::*field) {
    verify::VerifierRegistry::Global().Register(verify::MakePropertyVerifier(
        std::string(IRPropertyName(property)), property, [field](const ir::ProgramPtr&) {
          ++(tls_counts.*field);
          return std::vector<verify::Diagnostic>{};
        }));
  };
  add(P::kSSAForm, &ThreadVerifierCounts::ssa);
  add(P::kTypeChecked, &ThreadVerifierCounts::typed);
  add(P::kAllocatedMemoryAddr, &ThreadVerifierCounts::alloc);
  add(P::kHasMemRefs, &ThreadVerifierCounts::memrefs);
}

void UnregisterCountingVerifiers() {
  for (P p : {P::kSSAForm, P::kTypeChecked, P::kAllocatedMemoryAddr, P::kHasMemRefs}) {
    verify::VerifierRegistry::Global().Unregister(p);
  }
}

// Four passes with contracts that make automatic verification do something
// (SSAForm is invalidated by P2 and re-produced by P3, so it is checked
// twice per run):
//   P0: -> {SSAForm, TypeChecked}
//   P1: {SSAForm} -> {SSAForm}
//   P2: {TypeChecked} -> {HasMemRefs}, invalidates {SSAForm}
//   P3: {HasMemRefs} -> {SSAForm, AllocatedMemoryAddr}
// Every transform checks that it sees its thread's context; P2 rebuilds the
// program so the chain is not all identities.
struct ThreadResult {
  std::vector<std::string> foreign;  // anything seen that belongs elsewhere
  int transform_runs = 0;
  int cancellation_polls = 0;
  ThreadVerifierCounts counts;
  int roundtrips_checked = 0;
  std::vector<std::string> errors;
};

PassPipeline MakePipeline(int thread, ThreadResult* result) {
  const std::string me = absl::StrCat(thread);
  auto transform = [thread, me, result](bool rebuild) {
    return [thread, me, result, rebuild](const ir::ProgramPtr& p) -> ir::ProgramPtr {
      ++result->transform_runs;
      const PassContext* context = PassContext::Current();
      if (context == nullptr || context->GetOption("thread") != me) {
        result->foreign.push_back(
            absl::StrCat("transform of thread ", thread, " saw option ",
                         context ? context->GetOption("thread").value_or("-") : "no context"));
      }
      return rebuild ? p->WithFunctions(p->functions()) : p;
    };
  };
  auto name = [&](int k) { return absl::StrCat("T", thread, ".P", k); };
  return PassPipeline({
      CreateProgramPass(name(0), {{}, {P::kSSAForm, P::kTypeChecked}, {}}, transform(false)),
      CreateProgramPass(name(1), {{P::kSSAForm}, {P::kSSAForm}, {}}, transform(false)),
      CreateProgramPass(name(2), {{P::kTypeChecked}, {P::kHasMemRefs}, {P::kSSAForm}},
                        transform(true)),
      CreateProgramPass(name(3), {{P::kHasMemRefs}, {P::kSSAForm, P::kAllocatedMemoryAddr}, {}},
                        transform(false)),
  });
}

// What thread `t` is configured with.
VerificationLevel LevelOf(int t) {
  static const VerificationLevel kLevels[] = {VerificationLevel::kNone, VerificationLevel::kBasic,
                                              VerificationLevel::kRoundtrip};
  return kLevels[t % 3];
}
VerificationMode ModeOf(int t) {
  static const VerificationMode kModes[] = {VerificationMode::kNone, VerificationMode::kAfter,
                                            VerificationMode::kBefore,
                                            VerificationMode::kBeforeAndAfter};
  return kModes[t % 4];
}

TEST(PassConcurrencyTest, EachThreadSeesOnlyItsOwnContext) {
  RegisterCountingVerifiers();
  absl::StatusOr<ir::ProgramPtr> program = text::ParseProgram(kProgram);
  ASSERT_TRUE(program.ok()) << program.status();

  std::vector<ThreadResult> results(kThreads);
  // The log of each thread's recording instrument: "<thread>:<b|a>:<pass>".
  std::vector<std::vector<std::string>> logs(kThreads);
  std::atomic<int> ready{0};
  std::vector<std::thread> threads;
  threads.reserve(kThreads);
  for (int t = 0; t < kThreads; ++t) {
    threads.emplace_back([&, t] {
      ThreadResult& result = results[t];
      std::vector<std::string>& log = logs[t];
      const std::thread::id self = std::this_thread::get_id();
      auto record = [&log, &result, t, self](char phase) {
        return [&log, &result, t, self, phase](const Pass& pass, const ir::ProgramPtr&) {
          if (std::this_thread::get_id() != self) {
            result.foreign.push_back(absl::StrCat("instrument of thread ", t, " called from ",
                                                  "another thread for ", pass.GetName()));
          }
          log.push_back(absl::StrCat(t, ":", std::string(1, phase), ":", pass.GetName()));
        };
      };
      std::vector<PassInstrumentPtr> instruments = {std::make_shared<CallbackInstrument>(
          record('b'), record('a'), absl::StrCat("Recorder", t))};
      if (ModeOf(t) != VerificationMode::kNone) {
        instruments.push_back(std::make_shared<VerificationInstrument>(ModeOf(t)));
      }
      PassContext context(std::move(instruments), LevelOf(t));
      context.SetOption("thread", absl::StrCat(t));
      context.set_cancellation_check([&result] {
        ++result.cancellation_polls;
        return absl::OkStatus();
      });
      PassContext::Scope scope(context);
      PassPipeline pipeline = MakePipeline(t, &result);
      // Roundtrip-level threads go through PassManager::RunPasses, which runs
      // in a derived context that adds a RoundtripInstrument.
      PassManager manager(pipeline);
      ready.fetch_add(1);
      while (ready.load() < kThreads) std::this_thread::yield();
      for (int run = 0; run < kRuns; ++run) {
        absl::StatusOr<ir::ProgramPtr> out = LevelOf(t) == VerificationLevel::kRoundtrip
                                                 ? manager.RunPasses(*program)
                                                 : pipeline.Run(*program);
        if (!out.ok()) {
          result.errors.push_back(out.status().ToString());
          break;
        }
      }
      if (PassContext::Current() != &context) result.foreign.push_back("context stack changed");
      result.counts = tls_counts;
    });
  }
  for (std::thread& thread : threads) thread.join();
  UnregisterCountingVerifiers();
  EXPECT_EQ(PassContext::Current(), nullptr);

  for (int t = 0; t < kThreads; ++t) {
    SCOPED_TRACE(absl::StrCat("thread ", t, " level ", VerificationLevelName(LevelOf(t)), " mode ",
                              VerificationModeName(ModeOf(t))));
    const ThreadResult& r = results[t];
    EXPECT_TRUE(r.errors.empty()) << r.errors.front();
    EXPECT_TRUE(r.foreign.empty())
        << r.foreign.size() << " foreign events, first: " << r.foreign.front();
    EXPECT_EQ(r.transform_runs, 4 * kRuns);
    EXPECT_EQ(r.cancellation_polls, 4 * kRuns);

    // The recorder saw exactly this thread's passes, in order, each run.
    ASSERT_EQ(logs[t].size(), static_cast<size_t>(8 * kRuns));
    int bad = 0;
    for (int run = 0; run < kRuns; ++run) {
      for (int k = 0; k < 4; ++k) {
        const std::string pass = absl::StrCat("T", t, ".P", k);
        bad += logs[t][run * 8 + 2 * k] != absl::StrCat(t, ":b:", pass);
        bad += logs[t][run * 8 + 2 * k + 1] != absl::StrCat(t, ":a:", pass);
      }
    }
    EXPECT_EQ(bad, 0) << "first entries: " << logs[t][0] << ", " << logs[t][1];

    // Verifier runs on this thread, per run:
    //   automatic (level != none): TypeChecked on the input (so not again
    //     after P0), SSAForm after P0 and P3, AllocatedMemoryAddr after P3;
    //   instrument BEFORE: required sets - SSAForm (P1), TypeChecked (P2),
    //     HasMemRefs (P3);
    //   instrument AFTER: produced sets - SSAForm (P0, P1, P3), TypeChecked
    //     (P0), HasMemRefs (P2), AllocatedMemoryAddr (P3).
    const bool automatic = LevelOf(t) != VerificationLevel::kNone;
    const bool before =
        ModeOf(t) == VerificationMode::kBefore || ModeOf(t) == VerificationMode::kBeforeAndAfter;
    const bool after =
        ModeOf(t) == VerificationMode::kAfter || ModeOf(t) == VerificationMode::kBeforeAndAfter;
    EXPECT_EQ(r.counts.ssa, kRuns * (2 * automatic + before + 3 * after));
    EXPECT_EQ(r.counts.typed, kRuns * (automatic + before + after));
    EXPECT_EQ(r.counts.alloc, kRuns * (automatic + after));
    EXPECT_EQ(r.counts.memrefs, kRuns * (before + after));
  }
}

// Concurrent runs against one shared (immutable) pipeline and input program,
// each thread with its own RoundtripInstrument: the instrument counts are
// per-thread exact and the registry-backed Pass handles are shared safely.
TEST(PassConcurrencyTest, SharedPipelineWithPerThreadRoundtrip) {
  absl::StatusOr<ir::ProgramPtr> program = text::ParseProgram(kProgram);
  ASSERT_TRUE(program.ok()) << program.status();
  std::atomic<int> shared_transform_runs{0};
  Pass rebuild = CreateProgramPass("Rebuild", {}, [&](const ir::ProgramPtr& p) {
    shared_transform_runs.fetch_add(1, std::memory_order_relaxed);
    return p->WithFunctions(p->functions());
  });
  const PassPipeline pipeline({rebuild, rebuild});
  constexpr int kSharedRuns = 100;
  std::vector<int> checked(kThreads, -1);
  std::vector<std::string> errors(kThreads);
  std::vector<std::thread> threads;
  threads.reserve(kThreads);
  for (int t = 0; t < kThreads; ++t) {
    threads.emplace_back([&, t] {
      auto roundtrip = std::make_shared<RoundtripInstrument>();
      PassContext context({roundtrip}, VerificationLevel::kNone);
      PassContext::Scope scope(context);
      for (int run = 0; run < kSharedRuns; ++run) {
        absl::StatusOr<ir::ProgramPtr> out = pipeline.Run(*program);
        if (!out.ok()) {
          errors[t] = out.status().ToString();
          return;
        }
      }
      checked[t] = roundtrip->checked_count();
    });
  }
  for (std::thread& thread : threads) thread.join();
  for (int t = 0; t < kThreads; ++t) {
    EXPECT_EQ(errors[t], "") << "thread " << t;
    EXPECT_EQ(checked[t], 2 * kSharedRuns) << "thread " << t;
  }
  EXPECT_EQ(shared_transform_runs.load(), kThreads * 2 * kSharedRuns);
}

}  // namespace
}  // namespace ptoc::pass
