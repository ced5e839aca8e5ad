// Before/Expected tests of Simplify's symbolic CanProve fallback: relations
// between symbolic scalars that interval bounds cannot decide but that follow
// from the enclosing branch conditions (transitive chains, offsets, scaled
// terms). They decide the constant-if collapse and the 0/1-trip loop fold.
//
// The cases mirror the reference's analyzer tests of the CanProve fallback
// chain (tests/ut/ir/arith/test_arith_integration.py, TestCanProveFallbackChain
// and TestCrossAnalyzerIntSetTransitive; test_analyzer.py TestConstraintContext)
// expressed through the Simplify pass, whose if/loop folds call CanProve with
// the branch conditions entered as constraints (simplify_pass.cpp). The
// expected programs follow the folds of test_simplify_pass.py
// (TestConstantIfCollapse, TestSingleTripLoopCollapse).
#include <string>

#include "gtest/gtest.h"
#include "tests/testing/dsl_pass_check.h"
#include "tests/testing/pass_test_env.h"

namespace ptoc {
namespace {

PTOC_PASS_TEST_REQUIRES_PASS_RUNS();

using testing::ExpectPassResult;
using testing::ExpectPassUnchanged;

constexpr char kPass[] = "Simplify";

constexpr char kSig[] = R"(
    @pl.function
    def main(self, x: pl.Scalar[pl.INDEX], y: pl.Scalar[pl.INDEX], z: pl.Scalar[pl.INDEX], out: pl.Tensor[[4], pl.INDEX]):
)";

std::string Fn(const std::string& body) { return std::string(kSig) + body; }

// test_arith_integration.py TestCanProveFallbackChain::test_can_prove_via_transitive_cmp:
// x < y and y < z prove x < z.
TEST(SimplifySymbolic, TransitiveChainCollapsesInnerIf) {
  ExpectPassResult(kPass, Fn(R"(
        if x < y:
            if y < z:
                if x < z:
                    pl.tensor.write(out, [0], x)
                else:
                    pl.tensor.write(out, [1], z)
)"),
                   Fn(R"(
        if x < y:
            if y < z:
                pl.tensor.write(out, [0], x)
)"));
}

// The negated form: under x < y, y < z the condition z <= x is provably false,
// so the else branch is kept.
TEST(SimplifySymbolic, TransitiveChainProvesFalse) {
  ExpectPassResult(kPass, Fn(R"(
        if x < y:
            if y <= z:
                if z <= x:
                    pl.tensor.write(out, [0], x)
                else:
                    pl.tensor.write(out, [1], z)
)"),
                   Fn(R"(
        if x < y:
            if y <= z:
                pl.tensor.write(out, [1], z)
)"));
}

// test_analyzer.py TestConstraintContext::test_constraint_proves_cross_var_comparison
// with an offset: x < n proves x + 1 <= n (the int_set fallback of the reference:
// max(x) = n - 1).
TEST(SimplifySymbolic, OffsetFromBranchCondition) {
  ExpectPassResult(kPass, R"(
    @pl.function
    def main(self, n: pl.Scalar[pl.INDEX], out: pl.Tensor[[8], pl.INDEX]):
        for i in pl.range(8):
            if i < n:
                if i + 1 <= n:
                    pl.tensor.write(out, [i], i)
                else:
                    pl.tensor.write(out, [i], n)
)",
                   R"(
    @pl.function
    def main(self, n: pl.Scalar[pl.INDEX], out: pl.Tensor[[8], pl.INDEX]):
        for i in pl.range(8):
            if i < n:
                pl.tensor.write(out, [i], i)
)");
}

// Scaled terms: x < y proves 2 * x + 2 <= 2 * y (canonical cancellation of the
// reference's symbolic fallback).
TEST(SimplifySymbolic, ScaledTermsFromBranchCondition) {
  ExpectPassResult(kPass, Fn(R"(
        if x < y:
            if x * 2 + 2 <= y * 2:
                pl.tensor.write(out, [0], x)
)"),
                   Fn(R"(
        if x < y:
            pl.tensor.write(out, [0], x)
)"));
}

// The else branch assumes the negated condition: not (x < y), i.e. y <= x, proves
// y < x + 1.
TEST(SimplifySymbolic, ElseBranchUsesNegatedCondition) {
  ExpectPassResult(kPass, Fn(R"(
        if x < y:
            pl.tensor.write(out, [0], x)
        else:
            if y < x + 1:
                pl.tensor.write(out, [1], y)
)"),
                   Fn(R"(
        if x < y:
            pl.tensor.write(out, [0], x)
        else:
            pl.tensor.write(out, [1], y)
)"));
}

// Equality facts work in both directions: x == y and y < z prove x < z.
TEST(SimplifySymbolic, EqualityThenStrict) {
  ExpectPassResult(kPass, Fn(R"(
        if x == y:
            if y < z:
                if x < z:
                    pl.tensor.write(out, [0], z)
)"),
                   Fn(R"(
        if x == y:
            if y < z:
                pl.tensor.write(out, [0], z)
)"));
}

// A conjunction contributes each of its comparisons.
TEST(SimplifySymbolic, ConjunctionFacts) {
  ExpectPassResult(kPass, Fn(R"(
        if x < y and y < z:
            if x + 2 <= z:
                pl.tensor.write(out, [0], z)
)"),
                   Fn(R"(
        if x < y and y < z:
            pl.tensor.write(out, [0], z)
)"));
}

// test_simplify_pass.py TestConstantIfCollapse::test_keeps_unprovable_condition,
// symbolic form: x < y and x < z say nothing about y and z.
TEST(SimplifySymbolic, UnrelatedFactsKeepIf) {
  ExpectPassUnchanged(kPass, Fn(R"(
        if x < y:
            if x < z:
                if y < z:
                    pl.tensor.write(out, [0], y)
                else:
                    pl.tensor.write(out, [1], z)
)"));
}

// An offset too small: x < y does not prove x + 2 <= y.
TEST(SimplifySymbolic, InsufficientOffsetKeepsIf) {
  ExpectPassUnchanged(kPass, Fn(R"(
        if x < y:
            if x + 2 <= y:
                pl.tensor.write(out, [0], x)
)"));
}

// test_simplify_pass.py TestSingleTripLoopCollapse::test_zero_trip_loop_drops_body_no_return_vars
// with a symbolic trip count: under z + 2 <= y the loop range(y - 1, z) is empty.
TEST(SimplifySymbolic, ZeroTripLoopFromBranchCondition) {
  ExpectPassResult(kPass, Fn(R"(
        if z + 2 <= y:
            for k in pl.range(y - 1, z):
                pl.tensor.write(out, [0], k)
            pl.tensor.write(out, [1], z)
)"),
                   Fn(R"(
        if z + 2 <= y:
            pl.tensor.write(out, [1], z)
)"));
}

// A chain through a compound term is not followed: known comparisons are
// keyed by expression node (analyzer.cpp TransitiveComparisonAnalyzer), and
// the symbolic bounds only tighten plain variables, so `a < b * 2` and
// `b * 2 < c` do not prove `a < c` in the reference; the inner if stays.
TEST(SimplifySymbolic, CompoundMiddleTermDoesNotChain) {
  ExpectPassUnchanged(kPass, Fn(R"(
        if x < y * 2:
            if y * 2 < z:
                if x < z:
                    pl.tensor.write(out, [0], x)
)"));
}

// `!=` is decided only by the bound of the difference and the known
// comparisons (no symbolic fallback for == and != in the reference's
// CanProve): x + y < z does not decide x != z.
TEST(SimplifySymbolic, NotEqualHasNoSymbolicFallback) {
  ExpectPassUnchanged(kPass, Fn(R"(
        if x + y < z:
            if x != z:
                pl.tensor.write(out, [0], x)
)"));
}

// The symbolic fallback does prove x < z here: z's lower bound from the
// condition is x + y + 1 and x - (x + y + 1) = -y - 1 < 0 for an INDEX y.
TEST(SimplifySymbolic, LowerBoundFromCompoundCondition) {
  ExpectPassResult(kPass, Fn(R"(
        if x + y < z:
            if x < z:
                pl.tensor.write(out, [0], x)
)"),
                   Fn(R"(
        if x + y < z:
            pl.tensor.write(out, [0], x)
)"));
}

// Known comparisons are keyed by expression node: a repeated `x != y` guard on
// variables is implied by the outer one and collapses ...
TEST(SimplifySymbolic, RepeatedVariableGuardCollapses) {
  ExpectPassResult(kPass, Fn(R"(
        if x != y:
            if x != y:
                pl.tensor.write(out, [0], x)
)"),
                   Fn(R"(
        if x != y:
            pl.tensor.write(out, [0], x)
)"));
}

// ... but the same guard on a compound operand is a different `x * 2` node,
// which the reference's transitive comparison does not match (and `!=` has
// no symbolic fallback), so the inner if stays.
TEST(SimplifySymbolic, RepeatedCompoundNotEqualGuardStays) {
  ExpectPassUnchanged(kPass, Fn(R"(
        if x * 2 != y:
            if x * 2 != y:
                pl.tensor.write(out, [0], x)
)"));
}

}  // namespace
}  // namespace ptoc
