#include "tests/testing/pass_test_env.h"

#include <cstdlib>
#include <iostream>
#include <memory>
#include <string>
#include <utility>

#include "absl/strings/ascii.h"
#include "compiler/pass/instruments.h"
#include "compiler/pass/pass.h"
#include "compiler/pass/pass_registry.h"
#include "compiler/pass/text_instruments.h"

namespace ptoc::testing {
namespace {

// Counts the passes that ran under the environment's context (an inner
// context of the test itself hides it, so those runs are not counted).
class PassRunCounter : public pass::PassInstrument {
 public:
  std::string GetName() const override { return "PassTestEnvCounter"; }
  absl::Status RunAfterPass(const pass::Pass&, const ir::ProgramPtr&) override {
    ++runs_;
    return absl::OkStatus();
  }
  int64_t runs() const { return runs_; }

 private:
  int64_t runs_ = 0;
};

PassTestStats& MutableStats() {
  static PassTestStats* stats = new PassTestStats();
  return *stats;
}

pass::PassContext*& CurrentContextSlot() {
  static pass::PassContext* current = nullptr;
  return current;
}

bool& PassRunsRequiredFlag() {
  static bool required = false;
  return required;
}

bool HasPhase(pass::VerificationMode mode, pass::VerificationMode phase) {
  return mode == phase || mode == pass::VerificationMode::kBeforeAndAfter;
}

// The mode checking the phases both `a` and `b` check.
pass::VerificationMode Intersect(pass::VerificationMode a, pass::VerificationMode b) {
  const bool before =
      HasPhase(a, pass::VerificationMode::kBefore) && HasPhase(b, pass::VerificationMode::kBefore);
  const bool after =
      HasPhase(a, pass::VerificationMode::kAfter) && HasPhase(b, pass::VerificationMode::kAfter);
  if (before && after) return pass::VerificationMode::kBeforeAndAfter;
  if (before) return pass::VerificationMode::kBefore;
  if (after) return pass::VerificationMode::kAfter;
  return pass::VerificationMode::kNone;
}

// True when only part of the binary's tests run (a filter or a shard), so a
// binary-wide requirement cannot be judged.
bool PartialRun() {
  for (const char* variable : {"GTEST_TOTAL_SHARDS", "TEST_TOTAL_SHARDS"}) {
    const char* shards = std::getenv(variable);
    if (shards != nullptr && std::string(shards) != "1" && std::string(shards) != "0") return true;
  }
  return ::testing::GTEST_FLAG(filter) != "*";
}

// Enters a fresh context before each test (before the fixture is built) and
// leaves it after the fixture is destroyed. End events reach listeners in
// reverse order, so a failure added here is printed with the test's result.
class PerTestContextListener : public ::testing::EmptyTestEventListener {
 public:
  explicit PerTestContextListener(pass::VerificationLevel level) : level_(level) {}

  void OnTestStart(const ::testing::TestInfo&) override {
    counter_ = std::make_shared<PassRunCounter>();
    std::vector<pass::PassInstrumentPtr> instruments = TestInstruments(level_);
    instruments.push_back(counter_);
    context_ = std::make_unique<pass::PassContext>(std::move(instruments), level_);
    context_->EnterContext();
    CurrentContextSlot() = context_.get();
  }

  void OnTestEnd(const ::testing::TestInfo& info) override {
    CurrentContextSlot() = nullptr;
    PassTestStats& stats = MutableStats();
    ++stats.tests;
    stats.pass_runs += counter_->runs();
    if (auto* roundtrip = context_->FindInstrument<pass::RoundtripInstrument>()) {
      stats.roundtrips_checked += roundtrip->checked_count();
      stats.roundtrips_skipped += roundtrip->skipped_count();
    }
    if (pass::PassContext::Current() != context_.get()) {
      // The test entered a context and never left it. Popping foreign entries
      // is impossible (they may be gone), so keep ours alive: the stack must
      // not point at freed memory.
      ADD_FAILURE() << info.test_suite_name() << "." << info.name()
                    << " left a PassContext entered (use PassContext::Scope)";
      static_cast<void>(context_.release());
      return;
    }
    context_->ExitContext();
    context_.reset();
  }

 private:
  pass::VerificationLevel level_;
  std::unique_ptr<pass::PassContext> context_;
  std::shared_ptr<PassRunCounter> counter_;
};

}  // namespace

std::optional<pass::VerificationLevel> TestVerificationLevel(const char* env_value) {
  if (env_value == nullptr || absl::StripAsciiWhitespace(env_value).empty()) {
    return pass::VerificationLevel::kRoundtrip;
  }
  return pass::ParseVerificationLevel(env_value);
}

std::optional<pass::VerificationLevel> TestVerificationLevelFromEnv() {
  return TestVerificationLevel(std::getenv("PTOC_VERIFY_LEVEL"));
}

std::vector<pass::PassInstrumentPtr> TestInstruments(pass::VerificationLevel level) {
  std::vector<pass::PassInstrumentPtr> instruments;
  if (level == pass::VerificationLevel::kNone) return instruments;
  instruments.push_back(
      std::make_shared<pass::VerificationInstrument>(pass::VerificationMode::kBeforeAndAfter));
  if (level == pass::VerificationLevel::kRoundtrip) {
    instruments.push_back(std::make_shared<pass::RoundtripInstrument>());
  }
  return instruments;
}

absl::StatusOr<ir::ProgramPtr> RunRegisteredPass(absl::string_view name,
                                                 const ir::ProgramPtr& program) {
  absl::StatusOr<pass::Pass> registered = pass::PassRegistry::Global().GetPass(name);
  if (!registered.ok()) return registered.status();
  return registered->Run(program);
}

ScopedTestChecks::ScopedTestChecks(pass::VerificationMode verification, bool roundtrip,
                                   absl::string_view reason) {
  pass::PassContext* base = pass::PassContext::Current();
  const ::testing::TestInfo* test = ::testing::UnitTest::GetInstance()->current_test_info();
  if (base == nullptr || test == nullptr) {
    ADD_FAILURE() << "ScopedTestChecks used outside a test of the pass test environment";
    context_ = std::make_unique<pass::PassContext>();
    context_->EnterContext();
    return;
  }
  std::vector<pass::PassInstrumentPtr> instruments;
  pass::VerificationMode kept_mode = pass::VerificationMode::kNone;
  bool kept_roundtrip = false;
  for (const pass::PassInstrumentPtr& instrument : base->instruments()) {
    if (auto* verifier = dynamic_cast<pass::VerificationInstrument*>(instrument.get())) {
      kept_mode = Intersect(verifier->mode(), verification);
      if (kept_mode == verifier->mode()) {
        instruments.push_back(instrument);
      } else if (kept_mode != pass::VerificationMode::kNone) {
        instruments.push_back(std::make_shared<pass::VerificationInstrument>(kept_mode));
      }
    } else if (dynamic_cast<pass::RoundtripInstrument*>(instrument.get()) != nullptr) {
      // The same object, so its checks are counted in the binary's totals.
      if (roundtrip) {
        instruments.push_back(instrument);
        kept_roundtrip = true;
      }
    } else {
      instruments.push_back(instrument);
    }
  }
  pass::VerificationLevel level = base->verification_level();
  if (!kept_roundtrip && level == pass::VerificationLevel::kRoundtrip) {
    level = pass::VerificationLevel::kBasic;
  }
  if (kept_mode == pass::VerificationMode::kNone) level = pass::VerificationLevel::kNone;
  context_ = std::make_unique<pass::PassContext>(std::move(instruments), level);
  for (const auto& [key, value] : base->options()) context_->SetOption(key, value);
  context_->EnterContext();
  ++MutableStats().weakened_scopes;
  std::cout << "[pass-test-env] " << test->test_suite_name() << "." << test->name()
            << ": checks weakened to verification " << pass::VerificationModeName(kept_mode)
            << (kept_roundtrip ? " + roundtrip" : ", no roundtrip") << " because " << reason
            << std::endl;
}

ScopedTestChecks::~ScopedTestChecks() { context_->ExitContext(); }

bool RequirePassRunsUnderEnvironment() {
  PassRunsRequiredFlag() = true;
  return true;
}

bool PassRunsRequired() { return PassRunsRequiredFlag(); }

pass::PassContext* PassTestEnvironment::CurrentTestContext() { return CurrentContextSlot(); }

const PassTestStats& PassTestEnvironment::stats() { return MutableStats(); }

void PassTestEnvironment::SetUp() {
  std::cout << "[pass-test-env] PTOC_VERIFY_LEVEL=" << pass::VerificationLevelName(level_)
            << ": every test runs in a PassContext with "
            << (level_ == pass::VerificationLevel::kNone ? "no instruments"
                : level_ == pass::VerificationLevel::kBasic
                    ? "VerificationInstrument(BEFORE_AND_AFTER)"
                    : "VerificationInstrument(BEFORE_AND_AFTER) + RoundtripInstrument")
            << std::endl;
}

void PassTestEnvironment::TearDown() {
  const PassTestStats& s = stats();
  std::cout << "[pass-test-env] " << s.tests << " tests, " << s.pass_runs
            << " pass runs under the environment context, roundtrip checked "
            << s.roundtrips_checked << " / skipped " << s.roundtrips_skipped << ", "
            << s.weakened_scopes << " scopes with weakened checks" << std::endl;
  if (PassRunsRequired() && s.tests > 0 && s.pass_runs == 0 && !PartialRun()) {
    ADD_FAILURE() << "this binary declares PTOC_PASS_TEST_REQUIRES_PASS_RUNS() but no pass ran "
                     "under the test environment's instruments (call RunRegisteredPass, not "
                     "the transform function)";
  }
}

PassTestEnvironment* InstallPassTestEnvironment() {
  std::optional<pass::VerificationLevel> level = TestVerificationLevelFromEnv();
  if (!level) {
    std::cerr << "PTOC_VERIFY_LEVEL='" << std::getenv("PTOC_VERIFY_LEVEL")
              << "' is not one of none, basic, roundtrip\n";
    return nullptr;
  }
  ::testing::UnitTest::GetInstance()->listeners().Append(new PerTestContextListener(*level));
  // GoogleTest owns (and deletes) both the listener and the environment.
  return static_cast<PassTestEnvironment*>(
      ::testing::AddGlobalTestEnvironment(new PassTestEnvironment(*level)));
}

}  // namespace ptoc::testing
