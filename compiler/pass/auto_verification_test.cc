// Automatic verification on the real Default strategy: with the real
// transforms and the real property verifiers (wrapped to count their runs),
// a whole Default run at level BASIC verifies the reference's properties, once
// each after their first producer (AivSplitValid after each of its three), right
// after the passes the seed's algorithm names; NONE verifies
// nothing; ROUNDTRIP adds a roundtrip after every pass; and a
// VerificationInstrument(BEFORE_AND_AFTER) runs exactly the registered
// verifiers of every pass's required and produced sets - all of which hold.
// (pass_test.cc covers the same algorithm with identity passes.)
#include <array>
#include <atomic>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "compiler/ir/function.h"
#include "compiler/pass/instruments.h"
#include "compiler/pass/pass_context.h"
#include "compiler/pass/pass_manager.h"
#include "compiler/pass/strategy.h"
#include "compiler/pass/text_instruments.h"
#include "compiler/text/parser.h"
#include "compiler/verify/verifier_registry.h"
#include "gtest/gtest.h"

namespace ptoc::pass {
namespace {

namespace fs = std::filesystem;
using P = IRProperty;

// Three corpus programs the Default strategy compiles completely (the
// reference has all 45 dumps for each): a fused row-block scope, an explicit
// matmul tile flow and a kernel loop with if/yield.
const char* const kPrograms[] = {"02_row_block_fuse", "10_matmul_tile_flow",
                                 "17_kernel_loop_if_yield"};

ir::ProgramPtr ParseCorpus(const std::string& name) {
  std::ifstream in(fs::path("tests/corpus") / (name + ".py"), std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  text::ParseOptions options;
  options.filename = name + ".py";
  absl::StatusOr<ir::ProgramPtr> program = text::ParseProgram(text.str(), options);
  EXPECT_TRUE(program.ok()) << name << ": " << program.status();
  return program.value_or(nullptr);
}

// Replaces every registered verifier by a wrapper that counts its runs and
// delegates to the real one; restores the originals on destruction.
class CountingVerifiers {
 public:
  CountingVerifiers() {
    for (P p : AllIRProperties()) {
      verify::PropertyVerifierPtr real = verify::VerifierRegistry::Global().Find(p);
      if (real == nullptr) continue;
      originals_[p] = real;
      std::atomic<int>* counter = &counts_[static_cast<int>(p)];
      verify::VerifierRegistry::Global().Register(verify::MakePropertyVerifier(
          real->GetName(), p, [real, counter](const ir::ProgramPtr& program) {
            counter->fetch_add(1);
            return real->Verify(program);
          }));
    }
  }
  ~CountingVerifiers() {
    for (const auto& [p, real] : originals_) verify::VerifierRegistry::Global().Register(real);
  }
  int count(P p) const { return counts_[static_cast<int>(p)].load(); }
  int total() const {
    int sum = 0;
    for (const auto& c : counts_) sum += c.load();
    return sum;
  }
  // "SSAForm=1 TypeChecked=1" for the non-zero counts, in enum order.
  std::string Summary() const {
    std::string out;
    for (P p : AllIRProperties()) {
      if (count(p) == 0) continue;
      absl::StrAppend(&out, out.empty() ? "" : " ", IRPropertyName(p), "=", count(p));
    }
    return out;
  }

 private:
  std::map<P, verify::PropertyVerifierPtr> originals_;
  std::array<std::atomic<int>, kNumIRProperties> counts_{};
};

// Runs Default on `program` in a context with `instruments` at `level`;
// returns, per pass index, how many verifier runs happened after that pass's
// before-instruments and before the next pass's (i.e. the pass's own
// instrument checks plus the pipeline's automatic checks after it).
struct CountedRun {
  absl::StatusOr<ir::ProgramPtr> result;
  int input_checks = 0;  // verifier runs before the first pass
  std::vector<int> checks_per_pass;
};
CountedRun RunDefault(const ir::ProgramPtr& program, const CountingVerifiers& counts,
                      VerificationLevel level, std::vector<PassInstrumentPtr> instruments = {}) {
  CountedRun run;
  std::vector<int> marks;
  // First in the list, so its before-callback precedes other instruments'.
  instruments.insert(instruments.begin(), std::make_shared<CallbackInstrument>(
                                              [&](const Pass&, const ir::ProgramPtr&) {
                                                marks.push_back(counts.total());
                                              },
                                              nullptr, "Marks"));
  PassContext context(std::move(instruments), level);
  PassContext::Scope scope(context);
  const int start = counts.total();
  run.result = PassManager::GetStrategy(OptimizationStrategy::kDefault).RunPasses(program);
  marks.push_back(counts.total());
  if (marks.size() > 1) run.input_checks = marks[0] - start;
  for (size_t i = 0; i + 1 < marks.size(); ++i) {
    run.checks_per_pass.push_back(marks[i + 1] - marks[i]);
  }
  return run;
}

// "02 UnrollLoops:1" for the passes after which verifiers ran.
std::vector<std::string> NonZero(const std::vector<int>& per_pass) {
  std::vector<std::string> names = StrategyPassNames(OptimizationStrategy::kDefault);
  std::vector<std::string> out;
  for (size_t i = 0; i < per_pass.size() && i < names.size(); ++i) {
    if (per_pass[i] == 0) continue;
    out.push_back(absl::StrCat(i + 1 < 10 ? "0" : "", i + 1, " ", names[i], ":", per_pass[i]));
  }
  return out;
}

TEST(AutoVerificationTest, RealVerifiersAreLinked) {
  // Otherwise every count below would be vacuously zero.
  for (P p : AutoVerifiedProperties().Union(InputVerifiedProperties()).ToVector()) {
    EXPECT_TRUE(verify::VerifierRegistry::Global().Has(p)) << IRPropertyName(p);
  }
}

TEST(AutoVerificationTest, BasicLevelVerifiesInputAndTheReferencesPropertiesOnDefault) {
  for (const char* name : kPrograms) {
    SCOPED_TRACE(name);
    ir::ProgramPtr program = ParseCorpus(name);
    ASSERT_NE(program, nullptr);
    CountingVerifiers counts;
    CountedRun run = RunDefault(program, counts, VerificationLevel::kBasic);
    ASSERT_TRUE(run.result.ok()) << run.result.status();
    // The reference's set, each property once after its first producer, and
    // AivSplitValid after each of its three producers; besides, the input
    // check runs the four other structural verifiers once each.
    EXPECT_EQ(counts.total(), 15) << counts.Summary();
    EXPECT_EQ(counts.Summary(),
              "SSAForm=1 TypeChecked=1 NoRedundantBlocks=1 AllocatedMemoryAddr=1 "
              "MixedKernelExpanded=1 BreakContinueValid=1 InOutUseValid=1 "
              "CallDirectionsResolved=1 ManualDepsOnSubmitOnly=1 ReturnParamsExplicit=1 "
              "AivSplitValid=3 HardSyncallOccupancyValid=1 IterArgCarryClassified=1");
    // The input check covers TypeChecked, so UnrollLoops (its first producer
    // under the registry's contracts) does not check it again; ConvertToSSA
    // checks SSAForm (FlattenCallExpr re-produces it: skipped),
    // AllocateMemoryAddr the addresses, and the passes the reference checks
    // after (beyond the seed rows) their properties.
    EXPECT_EQ(run.input_checks, 5);
    EXPECT_EQ(
        NonZero(run.checks_per_pass),
        (std::vector<std::string>{
            "04 ConvertToSSA:1", "09 OutlineIncoreScopes:1", "11 ConvertTensorToTileOps:1",
            "18 InferTileMemorySpace:1", "21 ExpandMixedKernel:2", "25 NormalizeReturnOrder:1",
            "33 AllocateMemoryAddr:1", "36 DeriveCallDirections:1", "45 ClassifyIterArgCarry:1"}));
  }
}

TEST(AutoVerificationTest, NoneLevelVerifiesNothing) {
  ir::ProgramPtr program = ParseCorpus(kPrograms[0]);
  ASSERT_NE(program, nullptr);
  CountingVerifiers counts;
  CountedRun run = RunDefault(program, counts, VerificationLevel::kNone);
  ASSERT_TRUE(run.result.ok()) << run.result.status();
  EXPECT_EQ(counts.total(), 0) << counts.Summary();
}

TEST(AutoVerificationTest, RoundtripLevelAddsARoundtripAfterEveryPass) {
  for (const char* name : kPrograms) {
    SCOPED_TRACE(name);
    ir::ProgramPtr program = ParseCorpus(name);
    ASSERT_NE(program, nullptr);
    CountingVerifiers counts;
    auto roundtrip = std::make_shared<RoundtripInstrument>();
    CountedRun run = RunDefault(program, counts, VerificationLevel::kRoundtrip, {roundtrip});
    ASSERT_TRUE(run.result.ok()) << run.result.status();
    EXPECT_EQ(counts.total(), 15) << counts.Summary();
    // RunPasses reuses the outer RoundtripInstrument instead of adding one.
    EXPECT_EQ(roundtrip->checked_count() + roundtrip->skipped_count(), 45);
    EXPECT_EQ(roundtrip->skipped_count(), 0);
  }
}

TEST(AutoVerificationTest, BeforeAndAfterInstrumentRunsEveryContractVerifier) {
  const IRPropertySet registered = verify::VerifierRegistry::Global().RegisteredProperties();
  for (const char* name : kPrograms) {
    SCOPED_TRACE(name);
    ir::ProgramPtr program = ParseCorpus(name);
    ASSERT_NE(program, nullptr);
    // Expected runs per pass: registered verifiers of required + produced.
    std::vector<int> expected;
    std::map<P, int> expected_by_property;
    const PassManager manager = PassManager::GetStrategy(OptimizationStrategy::kDefault);
    for (const Pass& pass : manager.GetPasses()) {
      IRPropertySet before = pass.GetRequiredProperties().Intersection(registered);
      IRPropertySet after = pass.GetProducedProperties().Intersection(registered);
      expected.push_back(before.Size() + after.Size());
      for (P p : before.ToVector()) ++expected_by_property[p];
      for (P p : after.ToVector()) ++expected_by_property[p];
    }
    CountingVerifiers counts;
    CountedRun run =
        RunDefault(program, counts, VerificationLevel::kNone,
                   {std::make_shared<VerificationInstrument>(VerificationMode::kBeforeAndAfter)});
    ASSERT_TRUE(run.result.ok()) << run.result.status();
    EXPECT_EQ(run.checks_per_pass, expected);
    for (P p : AllIRProperties()) {
      EXPECT_EQ(counts.count(p), expected_by_property[p]) << IRPropertyName(p);
    }
    int total = 0;
    for (int n : expected) total += n;
    EXPECT_EQ(counts.total(), total);
    EXPECT_GT(total, 100);  // the instrument checks far more than BASIC's 3
    std::cout << name << ": BEFORE_AND_AFTER ran " << total << " verifiers (" << counts.Summary()
              << ")\n";
  }
}

}  // namespace
}  // namespace ptoc::pass
