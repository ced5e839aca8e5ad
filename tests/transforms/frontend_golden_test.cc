// Golden check of the front-end passes (Default runs 01-10 and 43; DebugTile
// runs 01-07 and 38): for every corpus program with reference dumps, parse
// the dump before the pass, run our pass and compare with the parsed dump
// after it (structural equality; names are ignored). The per-pass counts
// include how often the reference changed the program, which shows that a
// comparison is not vacuous.
//
// Each pass runs as the registered Pass under the pass test environment, so
// it is also property-verified before and after and roundtripped.
#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/testing/golden_pass_harness.h"
#include "tests/testing/pass_test_env.h"

PTOC_PASS_TEST_REQUIRES_PASS_RUNS();

namespace ptoc::transforms {
namespace {

using ::ptoc::testing::GoldenOptions;

TEST(FrontendGoldenTest, AllPassesAgreeWithReferenceDumps) {
  GoldenOptions options;
  options.passes = {
      {1, "InlineFunctions"},
      {2, "UnrollLoops"},
      {3, "CtrlFlowTransform"},
      {4, "ConvertToSSA"},
      {5, "Simplify"},
      {6, "NormalizeStmtStructure"},
      {7, "FlattenCallExpr"},
      {8, "OutlineHierarchyScopes"},
      {9, "OutlineIncoreScopes"},
      {10, "OutlineClusterScopes"},
      {43, "Simplify"},
  };
  // Printed, every tile assignment carries an annotation, and an annotated
  // tile has a type object of its own in both parsers: which pre-loop value
  // an escaping copy shares its type with is not in the text.
  for (const char* strategy : {"default", "debugtile"}) {
    options.input_not_in_text[absl::StrCat("516_ssa_escape_unannotated_tile_alias/", strategy,
                                           "/04_after_ConvertToSSA.py")] =
        "the program's `t2 = pl.load(...)` is unannotated; its dump's annotation makes the "
        "escaping copy's type t2's own";
  }
  ::ptoc::testing::ReportGoldenSummary(options, ::ptoc::testing::RunGoldenAgreement(options));
}

}  // namespace
}  // namespace ptoc::transforms
