// A pass-test binary that declares PTOC_PASS_TEST_REQUIRES_PASS_RUNS() but
// runs no pass (like a test that calls transform functions directly): the
// environment must fail it. Driven by requirement_test.sh.
#include "gtest/gtest.h"
#include "tests/testing/pass_test_env.h"

PTOC_PASS_TEST_REQUIRES_PASS_RUNS();

namespace ptoc::testing {
namespace {

TEST(RequirementProbe, RunsNoPass) {
  EXPECT_NE(PassTestEnvironment::CurrentTestContext(), nullptr);
}

TEST(RequirementProbe, AlsoRunsNoPass) { SUCCEED(); }

}  // namespace
}  // namespace ptoc::testing
