// main() for pass unit tests: GoogleTest plus the pass test environment
// (verification + roundtrip around every pass a test runs; see
// pass_test_env.h). Replaces //third_party:gtest_main.
#include "gtest/gtest.h"
#include "tests/testing/pass_test_env.h"

int main(int argc, char** argv) {
  ::testing::InitGoogleTest(&argc, argv);
  if (ptoc::testing::InstallPassTestEnvironment() == nullptr) return 2;
  return RUN_ALL_TESTS();
}
