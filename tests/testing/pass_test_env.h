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
// Tests reach the instruments by running the registered pass
// (RunRegisteredPass) rather than its transform function. A test that
// deliberately feeds a pass input outside its contract weakens the checks for
// a scope with ScopedTestChecks, which names the reason in the test log.
// A binary declares with PTOC_PASS_TEST_REQUIRES_PASS_RUNS() that it exists
// to run passes; the environment then fails it when no pass ran under the
// environment's context (e.g. every case called a transform directly).
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

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "compiler/ir/function.h"
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
  int64_t weakened_scopes = 0;     // ScopedTestChecks entered
};

// Runs the pass registered as `name` under the current context (inside a test:
// the environment's), so its instruments fire. INVALID_ARGUMENT for an
// unknown name; a pass's CompileError comes back as its status.
absl::StatusOr<ir::ProgramPtr> RunRegisteredPass(absl::string_view name,
                                                 const ir::ProgramPtr& program);

// Weakens the environment's checks for the lifetime of the object: for a case
// that feeds a pass input violating its required properties on purpose, or
// whose output is exempt from a check by the seed. Checks are only ever
// reduced: `verification` is intersected with the environment's mode and
// `roundtrip` only keeps the environment's roundtrip instrument if it has one.
// The pass-run counter stays, so runs under the scope still count. `reason`
// is printed to the test log. Must be created inside a test, on its thread.
class ScopedTestChecks {
 public:
  ScopedTestChecks(pass::VerificationMode verification, bool roundtrip, absl::string_view reason);
  ~ScopedTestChecks();
  ScopedTestChecks(const ScopedTestChecks&) = delete;
  ScopedTestChecks& operator=(const ScopedTestChecks&) = delete;

 private:
  std::unique_ptr<pass::PassContext> context_;
};

class PassTestEnvironment : public ::testing::Environment {
 public:
  explicit PassTestEnvironment(pass::VerificationLevel level) : level_(level) {}

  pass::VerificationLevel level() const { return level_; }
  // The context of the running test (null outside a test).
  static pass::PassContext* CurrentTestContext();
  static const PassTestStats& stats();

  void SetUp() override;  // prints the level in effect
  // Prints the totals; fails the binary if it declared
  // PTOC_PASS_TEST_REQUIRES_PASS_RUNS() and no pass ran under the environment
  // (unless a test filter or sharding selected only part of the tests).
  void TearDown() override;

 private:
  pass::VerificationLevel level_;
};

// Registers the environment and its per-test listener with GoogleTest. Call
// after InitGoogleTest and before RUN_ALL_TESTS; returns null (after printing
// why) when $PTOC_VERIFY_LEVEL is unrecognised.
PassTestEnvironment* InstallPassTestEnvironment();

// Declares the binary a pass test (see PTOC_PASS_TEST_REQUIRES_PASS_RUNS).
bool RequirePassRunsUnderEnvironment();
bool PassRunsRequired();

// At namespace scope in a test file: the binary must run at least one pass
// through the environment's instruments.
#define PTOC_PASS_TEST_REQUIRES_PASS_RUNS()                          \
  [[maybe_unused]] static const bool ptoc_pass_test_requires_runs_ = \
      ::ptoc::testing::RequirePassRunsUnderEnvironment()

}  // namespace ptoc::testing

#endif  // PTOC_TESTS_TESTING_PASS_TEST_ENV_H_
