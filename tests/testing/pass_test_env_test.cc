// Tests of the pass test environment: the per-test context is current while
// a test runs, Pass::Run fires its instruments, and PTOC_VERIFY_LEVEL maps to
// the seed fixture's instrument sets.
#include "tests/testing/pass_test_env.h"

#include <cstdlib>
#include <string>
#include <vector>

#include "compiler/ir/function.h"
#include "compiler/pass/instruments.h"
#include "compiler/pass/pass.h"
#include "compiler/pass/pass_context.h"
#include "compiler/pass/pass_pipeline.h"
#include "compiler/pass/text_instruments.h"
#include "compiler/text/parser.h"
#include "compiler/verify/verifier_registry.h"
#include "gtest/gtest.h"

namespace ptoc::testing {
namespace {

using pass::VerificationLevel;

constexpr char kProgram[] = R"(import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        y: pl.Scalar[pl.INDEX] = x + 1
        return y
)";

ir::ProgramPtr Parse() {
  absl::StatusOr<ir::ProgramPtr> program = text::ParseProgram(kProgram);
  EXPECT_TRUE(program.ok()) << program.status();
  return program.value_or(nullptr);
}

pass::Pass Identity(const std::string& name, pass::PassProperties properties = {}) {
  return pass::CreateProgramPass(name, properties, [](const ir::ProgramPtr& p) { return p; });
}

// The expected level of this run (the test is also run with the variable set).
VerificationLevel ExpectedLevel() { return *TestVerificationLevelFromEnv(); }

TEST(PassTestEnvTest, LevelNamesFollowTheSeedFixture) {
  EXPECT_EQ(TestVerificationLevel(nullptr), VerificationLevel::kRoundtrip);
  EXPECT_EQ(TestVerificationLevel(""), VerificationLevel::kRoundtrip);
  EXPECT_EQ(TestVerificationLevel("basic"), VerificationLevel::kBasic);
  EXPECT_EQ(TestVerificationLevel("NONE"), VerificationLevel::kNone);
  EXPECT_EQ(TestVerificationLevel("roundtrip"), VerificationLevel::kRoundtrip);
  EXPECT_FALSE(TestVerificationLevel("strict").has_value());

  std::vector<pass::PassInstrumentPtr> all = TestInstruments(VerificationLevel::kRoundtrip);
  ASSERT_EQ(all.size(), 2u);
  auto* verification = dynamic_cast<pass::VerificationInstrument*>(all[0].get());
  ASSERT_NE(verification, nullptr);
  EXPECT_EQ(verification->mode(), pass::VerificationMode::kBeforeAndAfter);
  EXPECT_NE(dynamic_cast<pass::RoundtripInstrument*>(all[1].get()), nullptr);
  std::vector<pass::PassInstrumentPtr> basic = TestInstruments(VerificationLevel::kBasic);
  ASSERT_EQ(basic.size(), 1u);
  EXPECT_NE(dynamic_cast<pass::VerificationInstrument*>(basic[0].get()), nullptr);
  EXPECT_TRUE(TestInstruments(VerificationLevel::kNone).empty());
}

TEST(PassTestEnvTest, EachTestRunsInsideTheEnvironmentContext) {
  pass::PassContext* context = PassTestEnvironment::CurrentTestContext();
  ASSERT_NE(context, nullptr);
  EXPECT_EQ(pass::PassContext::Current(), context);
  EXPECT_EQ(context->verification_level(), ExpectedLevel());
  EXPECT_EQ(pass::CurrentVerificationLevel(), ExpectedLevel());
  const bool roundtrip = ExpectedLevel() == VerificationLevel::kRoundtrip;
  const bool verifying = ExpectedLevel() != VerificationLevel::kNone;
  EXPECT_EQ(context->FindInstrument<pass::RoundtripInstrument>() != nullptr, roundtrip);
  EXPECT_EQ(context->FindInstrument<pass::VerificationInstrument>() != nullptr, verifying);
}

TEST(PassTestEnvTest, PassRunIsRoundtrippedUnderTheEnvironment) {
  ir::ProgramPtr program = Parse();
  ASSERT_NE(program, nullptr);
  ASSERT_TRUE(Identity("A")(program).ok());
  ASSERT_TRUE(pass::PassPipeline({Identity("B"), Identity("C")}).Run(program).ok());
  auto* roundtrip =
      PassTestEnvironment::CurrentTestContext()->FindInstrument<pass::RoundtripInstrument>();
  if (ExpectedLevel() != VerificationLevel::kRoundtrip) {
    EXPECT_EQ(roundtrip, nullptr);
    return;
  }
  ASSERT_NE(roundtrip, nullptr);
  EXPECT_EQ(roundtrip->checked_count(), 3);  // a fresh instrument per test
  EXPECT_EQ(roundtrip->skipped_count(), 0);
}

// A pass whose declared property does not hold fails under the environment
// (and only there): that is what makes the stricter main worth having.
TEST(PassTestEnvTest, BrokenContractFailsThePassRun) {
  // A property the reference registers no verifier for, so none exists here.
  const pass::IRProperty kProperty = pass::IRProperty::kVectorKernelSplit;
  ASSERT_FALSE(verify::VerifierRegistry::Global().Has(kProperty));
  int runs = 0;
  verify::VerifierRegistry::Global().Register(
      verify::MakePropertyVerifier("VectorKernelSplit", kProperty, [&runs](const ir::ProgramPtr&) {
        ++runs;
        verify::Diagnostic d;
        d.rule_name = "VectorKernelSplit";
        d.message = "vector kernel not split";
        return std::vector<verify::Diagnostic>{d};
      }));
  ir::ProgramPtr program = Parse();
  absl::StatusOr<ir::ProgramPtr> produced = Identity("Claims", {{}, {kProperty}, {}})(program);
  absl::StatusOr<ir::ProgramPtr> required = Identity("Needs", {{kProperty}, {}, {}})(program);
  {
    pass::PassContext plain({}, VerificationLevel::kNone);
    pass::PassContext::Scope scope(plain);
    EXPECT_TRUE(Identity("Claims", {{}, {kProperty}, {}})(program).ok());
  }
  verify::VerifierRegistry::Global().Unregister(kProperty);
  if (ExpectedLevel() == VerificationLevel::kNone) {
    EXPECT_TRUE(produced.ok());
    EXPECT_TRUE(required.ok());
    EXPECT_EQ(runs, 0);
    return;
  }
  ASSERT_FALSE(produced.ok());
  EXPECT_TRUE(verify::IsVerificationError(produced.status()));
  EXPECT_NE(produced.status().message().find("Post-verification failed after pass 'Claims'"),
            std::string::npos)
      << produced.status();
  ASSERT_FALSE(required.ok());
  EXPECT_NE(required.status().message().find("Pre-verification failed before pass 'Needs'"),
            std::string::npos)
      << required.status();
  EXPECT_EQ(runs, 2);
}

TEST(PassTestEnvTest, RunRegisteredPassUsesTheEnvironmentContext) {
  ir::ProgramPtr program = Parse();
  ASSERT_NE(program, nullptr);
  // Simplify is in the catalog, but this binary links no transforms: the
  // registered pass is found and fails as unimplemented.
  absl::StatusOr<ir::ProgramPtr> unknown = RunRegisteredPass("NoSuchPass", program);
  ASSERT_FALSE(unknown.ok());
  EXPECT_EQ(unknown.status().code(), absl::StatusCode::kInvalidArgument);
  absl::StatusOr<ir::ProgramPtr> declared = RunRegisteredPass("Simplify", program);
  ASSERT_FALSE(declared.ok());
  EXPECT_EQ(declared.status().code(), absl::StatusCode::kUnimplemented);
}

// Weakened checks keep the environment's counter and roundtrip instrument
// objects (so totals stay right), drop what was asked, and never strengthen.
TEST(PassTestEnvTest, ScopedTestChecksOnlyWeakens) {
  pass::PassContext* env = PassTestEnvironment::CurrentTestContext();
  ASSERT_NE(env, nullptr);
  const int64_t scopes_before = PassTestEnvironment::stats().weakened_scopes;
  {
    ScopedTestChecks checks(pass::VerificationMode::kAfter, /*roundtrip=*/true, "testing");
    pass::PassContext* inner = pass::PassContext::Current();
    ASSERT_NE(inner, env);
    EXPECT_EQ(inner->instruments().size(), env->instruments().size());
    auto* verification = inner->FindInstrument<pass::VerificationInstrument>();
    auto* roundtrip = inner->FindInstrument<pass::RoundtripInstrument>();
    if (ExpectedLevel() == VerificationLevel::kNone) {
      EXPECT_EQ(verification, nullptr);
      EXPECT_EQ(roundtrip, nullptr);
      EXPECT_EQ(inner->verification_level(), VerificationLevel::kNone);
    } else {
      ASSERT_NE(verification, nullptr);
      EXPECT_EQ(verification->mode(), pass::VerificationMode::kAfter);
      EXPECT_EQ(roundtrip, env->FindInstrument<pass::RoundtripInstrument>());
      EXPECT_EQ(inner->verification_level(), env->verification_level());
    }
  }
  EXPECT_EQ(pass::PassContext::Current(), env);
  {
    ScopedTestChecks checks(pass::VerificationMode::kNone, /*roundtrip=*/false, "testing");
    pass::PassContext* inner = pass::PassContext::Current();
    EXPECT_EQ(inner->FindInstrument<pass::VerificationInstrument>(), nullptr);
    EXPECT_EQ(inner->FindInstrument<pass::RoundtripInstrument>(), nullptr);
    EXPECT_EQ(inner->verification_level(), VerificationLevel::kNone);
    // Only the environment's own pass-run counter is left (the same object,
    // so runs under the scope are still counted).
    ASSERT_EQ(inner->instruments().size(), 1u);
    bool same_counter = false;
    for (const pass::PassInstrumentPtr& instrument : env->instruments()) {
      same_counter |= instrument == inner->instruments()[0];
    }
    EXPECT_TRUE(same_counter);
    EXPECT_TRUE(Identity("Counted")(Parse()).ok());
  }
  EXPECT_EQ(PassTestEnvironment::stats().weakened_scopes, scopes_before + 2);
}

}  // namespace
}  // namespace ptoc::testing
