// The pass unit-test environment: every test of a binary linked with
// //tests/testing:pass_test_main runs inside a fresh PassContext holding the
// seed's test instruments, so any Pass::Run / PassPipeline::Run a test makes
// is property-verified before and after and print -> parse roundtripped.
//
// $PTOC_VERIFY_LEVEL picks the strictness, as the seed's autouse fixture does:
//   roundtrip (default) VerificationInstrument(BEFORE_AND_AFTER) + RoundtripInstrument
//   basic               VerificationInstrument(BEFORE_AND_AFTER)
//   none                no instruments, no automatic pipeline verification
// The per-test context's verification level is the same level, so
// PassPipeline's automatic checks follow it too.
//
// Limits (by design of PassContext): the context is thread-local, so passes a
// test runs on threads it starts are not covered; a test that enters its own
// context replaces this one for its duration; transform functions called
// directly (not through a Pass) fire no instruments at all.
#ifndef PTOC_TESTS_TESTING_PASS_TEST_ENV_H_
#define PTOC_TESTS_TESTING_PASS_TEST_ENV_H_

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "absl/strings/string_view.h"
#include "compiler/pass/pass_context.h"
#include "gtest/gtest.h"

namespace ptoc::testing {

// The level for tests: $PTOC_VERIFY_LEVEL (case-insensitive), kRoundtrip when
// unset or empty, nullopt when set to something unrecognised (a typo must not
// silently weaken every test).
std::optional<pass::VerificationLevel> TestVerificationLevel(const char* env_value);
std::optional<pass::VerificationLevel> TestVerificationLevelFromEnv();

// The instruments the seed's fixture installs for `level` (fresh objects).
std::vector<pass::PassInstrumentPtr> TestInstruments(pass::VerificationLevel level);

// Totals over all tests of the binary, for the end-of-run summary.
struct PassTestStats {
  int64_t tests = 0;
  int64_t pass_runs = 0;           // passes that ran under an environment context
  int64_t roundtrips_checked = 0;  // RoundtripInstrument checks that compared
  int64_t roundtrips_skipped = 0;  // ... and those it skipped (exempt IR)
};

class PassTestEnvironment : public ::testing::Environment {
 public:
  explicit PassTestEnvironment(pass::VerificationLevel level) : level_(level) {}

  pass::VerificationLevel level() const { return level_; }
  // The context of the running test (null outside a test).
  static pass::PassContext* CurrentTestContext();
  static const PassTestStats& stats();

  void SetUp() override;     // prints the level in effect
  void TearDown() override;  // prints the totals

 private:
  pass::VerificationLevel level_;
};

// Registers the environment and its per-test listener with GoogleTest. Call
// after InitGoogleTest and before RUN_ALL_TESTS; returns null (after printing
// why) when $PTOC_VERIFY_LEVEL is unrecognised.
PassTestEnvironment* InstallPassTestEnvironment();

}  // namespace ptoc::testing

#endif  // PTOC_TESTS_TESTING_PASS_TEST_ENV_H_
