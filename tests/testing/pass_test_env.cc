#include "tests/testing/pass_test_env.h"

#include <cstdlib>
#include <iostream>

#include "absl/strings/ascii.h"
#include "compiler/pass/instruments.h"
#include "compiler/pass/pass.h"
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
      context_.release();
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
            << s.roundtrips_checked << " / skipped " << s.roundtrips_skipped << std::endl;
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
