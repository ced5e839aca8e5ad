// Golden check of the orchestration-stage passes (Default runs 35-42, 44, 45;
// DebugTileOptimization runs 30-37, 39, 40): for every corpus program with
// reference dumps, parse the dump before the pass, run our pass and compare
// (memrefs included, the dumps carry them) with the parsed dump after it.
//
// A mismatch only in memrefs is reported but does not fail the test: a
// multi-value `a, b = pl.yield_(...)` line of a dump prints no types, so the
// memrefs of those return vars are not recoverable from the dump before the
// pass (the parser gives them the yielded values' types), while the dump after
// it may print them (e.g. once a stripped carry leaves a single return var).
//
// Each pass runs as the registered Pass under the pass test environment, so
// it is also property-verified before and after and roundtripped.
#include <optional>
#include <string>

#include "absl/strings/str_cat.h"
#include "compiler/ir/structural_equal.h"
#include "gtest/gtest.h"
#include "tests/testing/golden_pass_harness.h"
#include "tests/testing/pass_test_env.h"

PTOC_PASS_TEST_REQUIRES_PASS_RUNS();

namespace ptoc::transforms {
namespace {

using ::ptoc::testing::GoldenCase;
using ::ptoc::testing::GoldenOptions;

TEST(OrchGoldenTest, OrchestrationPassesAgreeWithReferenceDumps) {
  GoldenOptions options;
  options.passes = {
      {35, "FuseCreateAssembleToSlice"},  {36, "DeriveCallDirections"},
      {37, "AutoDeriveTaskDependencies"}, {38, "ExpandManualPhaseFence"},
      {39, "SynthesizeAllReduceSignals"}, {40, "MaterializeCommDomainScopes"},
      {41, "LowerHostTensorCollectives"}, {42, "MaterializeDistTensorCtx"},
      {44, "MaterializeRuntimeScopes"},   {45, "ClassifyIterArgCarry"},
  };
  options.compare_memrefs = true;
  options.tolerate = [](const GoldenCase& c, const ir::ProgramPtr& actual,
                        const std::string& mismatch) -> std::optional<std::string> {
    if (ir::FindStructuralMismatch(actual, c.expected)) return std::nullopt;
    return absl::StrCat("memref-only mismatch: ", mismatch);
  };
  ::ptoc::testing::ReportGoldenSummary(options, ::ptoc::testing::RunGoldenAgreement(options));
}

}  // namespace
}  // namespace ptoc::transforms
