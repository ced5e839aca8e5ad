// Before/Expected tests of the Simplify pass (constant folding, identities,
// range-aware rewrites, constant propagation, control-flow folds, scalar
// DCE), modelled on the behaviours of the reference's test_simplify_pass.py.
#include <string>

#include "compiler/transforms/passes.h"
#include "gtest/gtest.h"
#include "tests/testing/dsl_pass_check.h"
#include "tests/testing/pass_test_env.h"

PTOC_PASS_TEST_REQUIRES_PASS_RUNS();

namespace ptoc::transforms {
namespace {

using ::ptoc::testing::ParseOrFail;
using ::ptoc::testing::RunRegisteredPass;
using ::ptoc::testing::Transform;

// ---------------------------------------------------------------------------
// Harness: every case runs the transform directly and as the registered pass
// under the pass test environment's context (required and produced
// properties verified before and after, output print -> parse roundtripped,
// strictness from $PTOC_VERIFY_LEVEL).

std::string Prog(const std::string& body) { return testing::ProgramText(body); }

// Before -> pass -> Expected, directly and through the framework.
void Check(const std::string& pass_name, const Transform& transform, const std::string& before,
           const std::string& expected) {
  testing::ExpectDirectAndRegistered(pass_name, transform, ParseOrFail(before),
                                     ParseOrFail(expected));
}

// The pass leaves the program structurally unchanged.
void CheckUnchanged(const std::string& pass_name, const Transform& transform,
                    const std::string& src) {
  Check(pass_name, transform, src, src);
}

void CheckSimplify(const std::string& before, const std::string& expected) {
  Check("Simplify", Simplify, Prog(before), Prog(expected));
}
void CheckSimplifyUnchanged(const std::string& src) {
  CheckUnchanged("Simplify", Simplify, Prog(src));
}

// A loop writing `y = <expr>` into a tensor sink, so the scalar stays live.
std::string LoopWrite(const std::string& expr, int extent = 8) {
  const std::string n = std::to_string(extent);
  return R"(
    @pl.function
    def main(self, out: pl.Tensor[[)" +
         n + R"(], pl.INT64]):
        for i in pl.range()" +
         n + R"():
            y: pl.Scalar[pl.INT64] = )" +
         expr + R"(
            pl.tensor.write(out, [i], y)
)";
}

// ---- identities -----------------------------------------------------------

TEST(SimplifyIdentity, AddZero) { CheckSimplify(LoopWrite("i + 0"), LoopWrite("i")); }
TEST(SimplifyIdentity, ZeroAdd) { CheckSimplify(LoopWrite("0 + i"), LoopWrite("i")); }
TEST(SimplifyIdentity, MulOne) { CheckSimplify(LoopWrite("i * 1"), LoopWrite("i")); }
TEST(SimplifyIdentity, SubZero) { CheckSimplify(LoopWrite("i - 0"), LoopWrite("i")); }
TEST(SimplifyIdentity, SubSelf) { CheckSimplify(LoopWrite("i - i"), LoopWrite("0")); }
TEST(SimplifyIdentity, ConstantReassociation) {
  CheckSimplify(LoopWrite("i + 3 + 4"), LoopWrite("i + 7"));
}
TEST(SimplifyIdentity, ConstantMovedRight) {
  CheckSimplify(LoopWrite("3 + i"), LoopWrite("i + 3"));
}
TEST(SimplifyIdentity, GreaterThanBecomesLessThan) {
  CheckSimplify(LoopWrite("pl.cast(i > 3, pl.INT64)"), LoopWrite("pl.cast(3 < i, pl.INT64)"));
}

// ---- constant folding ------------------------------------------------------

std::string ReturnExpr(const std::string& expr, const std::string& type = "pl.INDEX") {
  return R"(
    @pl.function
    def main(self) -> pl.Scalar[)" +
         type + R"(]:
        return )" +
         expr + "\n";
}

TEST(SimplifyConstantFolding, AddConstants) {
  CheckSimplify(ReturnExpr("pl.const(3, pl.INDEX) + pl.const(4, pl.INDEX)"),
                ReturnExpr("pl.const(7, pl.INDEX)"));
}
TEST(SimplifyConstantFolding, MulConstants) {
  CheckSimplify(ReturnExpr("pl.const(3, pl.INDEX) * pl.const(4, pl.INDEX)"),
                ReturnExpr("pl.const(12, pl.INDEX)"));
}
TEST(SimplifyConstantFolding, NestedConstantExpr) {
  CheckSimplify(
      ReturnExpr("(pl.const(2, pl.INDEX) + pl.const(3, pl.INDEX)) * pl.const(4, pl.INDEX)"),
      ReturnExpr("pl.const(20, pl.INDEX)"));
}
TEST(SimplifyConstantFolding, FloorDivAndModRoundTowardsMinusInfinity) {
  CheckSimplify(ReturnExpr("pl.const(-7, pl.INDEX) // pl.const(2, pl.INDEX)"),
                ReturnExpr("pl.const(-4, pl.INDEX)"));
  CheckSimplify(ReturnExpr("pl.const(-7, pl.INDEX) % pl.const(2, pl.INDEX)"),
                ReturnExpr("pl.const(1, pl.INDEX)"));
}
TEST(SimplifyConstantFolding, MinMax) {
  CheckSimplify(ReturnExpr("pl.min(pl.const(3, pl.INDEX), pl.const(9, pl.INDEX))"),
                ReturnExpr("pl.const(3, pl.INDEX)"));
  CheckSimplify(ReturnExpr("pl.max(pl.const(3, pl.INDEX), pl.const(9, pl.INDEX))"),
                ReturnExpr("pl.const(9, pl.INDEX)"));
}
TEST(SimplifyConstantFolding, Comparison) {
  CheckSimplify(ReturnExpr("pl.const(3, pl.INDEX) < pl.const(4, pl.INDEX)", "pl.BOOL"),
                ReturnExpr("True", "pl.BOOL"));
}
TEST(SimplifyConstantFolding, FloatExpressionsAreNotRewritten) {
  CheckSimplifyUnchanged(R"(
    @pl.function
    def main(self, x: pl.Scalar[pl.FP32]) -> pl.Scalar[pl.FP32]:
        return x + 0.0
)");
}

// ---- range-aware rewrites --------------------------------------------------

TEST(SimplifyRange, FloorDivByRangeBound) { CheckSimplify(LoopWrite("i // 8"), LoopWrite("0")); }
TEST(SimplifyRange, FloorModByRangeBound) { CheckSimplify(LoopWrite("i % 8"), LoopWrite("i")); }
TEST(SimplifyRange, FloorModLargerLoop) {
  CheckSimplify(LoopWrite("i % 64", 64), LoopWrite("i", 64));
}
TEST(SimplifyRange, FloorDivNotSimplifiable) { CheckSimplifyUnchanged(LoopWrite("i // 4")); }
TEST(SimplifyRange, NestedLoops) {
  CheckSimplify(R"(
    @pl.function
    def main(self, out: pl.Tensor[[8, 4], pl.INT64]):
        for i in pl.range(8):
            for j in pl.range(4):
                y: pl.Scalar[pl.INT64] = j // 4
                pl.tensor.write(out, [i, j], y)
)",
                R"(
    @pl.function
    def main(self, out: pl.Tensor[[8, 4], pl.INT64]):
        for i in pl.range(8):
            for j in pl.range(4):
                y: pl.Scalar[pl.INT64] = 0
                pl.tensor.write(out, [i, j], y)
)");
}
TEST(SimplifyRange, SymbolicLoopBoundsUnchanged) {
  CheckSimplifyUnchanged(R"(
    @pl.function
    def main(self, n: pl.Scalar[pl.INDEX], out: pl.Tensor[[8], pl.INT64]):
        for i in pl.range(n):
            y: pl.Scalar[pl.INT64] = i // 8
            pl.tensor.write(out, [i], y)
)");
}

// ---- if-branch constraints -------------------------------------------------

TEST(SimplifyIfConstraint, ThenAndElseBranches) {
  CheckSimplify(R"(
    @pl.function
    def main(self, out: pl.Tensor[[16], pl.INT64]):
        for i in pl.range(16):
            if i < 8:
                y: pl.Scalar[pl.INT64] = i // 8
                pl.tensor.write(out, [i], y)
            else:
                z: pl.Scalar[pl.INT64] = i // 16
                pl.tensor.write(out, [i], z)
)",
                R"(
    @pl.function
    def main(self, out: pl.Tensor[[16], pl.INT64]):
        for i in pl.range(16):
            if i < 8:
                y: pl.Scalar[pl.INT64] = 0
                pl.tensor.write(out, [i], y)
            else:
                z: pl.Scalar[pl.INT64] = 0
                pl.tensor.write(out, [i], z)
)");
}

// ---- control flow traversal -----------------------------------------------

TEST(SimplifyControlFlow, BreakAndContinuePassThrough) {
  CheckSimplify(R"(
    @pl.function
    def main(self, out: pl.Tensor[[8], pl.INT64]):
        for i in pl.range(8):
            y: pl.Scalar[pl.INT64] = i + 0
            pl.tensor.write(out, [i], y)
            if i < 4:
                continue
            break
)",
                R"(
    @pl.function
    def main(self, out: pl.Tensor[[8], pl.INT64]):
        for i in pl.range(8):
            y: pl.Scalar[pl.INT64] = i
            pl.tensor.write(out, [i], y)
            if i < 4:
                continue
            break
)");
}
TEST(SimplifyControlFlow, ScopeBodyTraversed) {
  CheckSimplify(R"(
    @pl.function
    def main(self, out: pl.Tensor[[8], pl.INT64]):
        for i in pl.range(8):
            with pl.at(level=pl.Level.CORE_GROUP):
                y: pl.Scalar[pl.INT64] = i * 1
                pl.tensor.write(out, [i], y)
)",
                R"(
    @pl.function
    def main(self, out: pl.Tensor[[8], pl.INT64]):
        for i in pl.range(8):
            with pl.at(level=pl.Level.CORE_GROUP):
                y: pl.Scalar[pl.INT64] = i
                pl.tensor.write(out, [i], y)
)");
}
TEST(SimplifyControlFlow, ReassignedWhileCounterNotPropagated) {
  CheckSimplifyUnchanged(R"(
    @pl.function
    def main(self, n: pl.Scalar[pl.INDEX]):
        i: pl.Scalar[pl.INDEX] = 0
        while i < n:
            i = i + 1
)");
}
TEST(SimplifyControlFlow, EmptyFunction) {
  CheckSimplifyUnchanged(R"(
    @pl.function
    def main(self):
        pass
)");
}

// ---- scalar constant propagation ------------------------------------------

TEST(SimplifyConstProp, IntoSubsequentExpr) {
  CheckSimplify(R"(
    @pl.function
    def main(self, out: pl.Tensor[[1], pl.INDEX]):
        CHUNK_K: pl.Scalar[pl.INDEX] = 512
        y: pl.Scalar[pl.INDEX] = CHUNK_K + 1
        pl.tensor.write(out, [0], y)
)",
                R"(
    @pl.function
    def main(self, out: pl.Tensor[[1], pl.INDEX]):
        pl.tensor.write(out, [0], 513)
)");
}
TEST(SimplifyConstProp, IntoForBounds) {
  CheckSimplify(R"(
    @pl.function
    def main(self):
        CHUNK_K: pl.Scalar[pl.INDEX] = 512
        for _i in pl.range(0, 1024, CHUNK_K):
            _t: pl.Tensor[[4], pl.FP32] = pl.tensor.create([4], dtype=pl.FP32)
)",
                R"(
    @pl.function
    def main(self):
        for _i in pl.range(0, 1024, 512):
            _t: pl.Tensor[[4], pl.FP32] = pl.tensor.create([4], dtype=pl.FP32)
)");
}
TEST(SimplifyConstProp, IntoTensorShapeAnnotation) {
  CheckSimplify(R"(
    @pl.function
    def main(self):
        N: pl.Scalar[pl.INDEX] = 4
        _t: pl.Tensor[[N, 8], pl.FP32] = pl.tensor.create([N, 8], dtype=pl.FP32)
)",
                R"(
    @pl.function
    def main(self):
        _t: pl.Tensor[[4, 8], pl.FP32] = pl.tensor.create([4, 8], dtype=pl.FP32)
)");
}
TEST(SimplifyConstProp, FoldsNestedArithmeticInCallArgs) {
  CheckSimplify(R"(
    @pl.function
    def main(self, k: pl.Scalar[pl.INDEX]):
        _t: pl.Tensor[[1, 8], pl.FP32] = pl.tensor.create([1 * 1, k + 0 - k + 8], dtype=pl.FP32)
)",
                R"(
    @pl.function
    def main(self, k: pl.Scalar[pl.INDEX]):
        _t: pl.Tensor[[1, 8], pl.FP32] = pl.tensor.create([1, 8], dtype=pl.FP32)
)");
}
TEST(SimplifyConstProp, NotPropagatedWhenAssignedInBranch) {
  CheckSimplifyUnchanged(R"(
    @pl.function
    def main(self, cond: pl.Scalar[pl.BOOL], out: pl.Tensor[[1], pl.INDEX]):
        k: pl.Scalar[pl.INDEX] = 7
        if cond:
            k = 5
        y: pl.Scalar[pl.INDEX] = k + 1
        pl.tensor.write(out, [0], y)
)");
}
TEST(SimplifyConstProp, IntoIterArgType) {
  CheckSimplify(R"(
    @pl.function
    def main(self):
        N: pl.Scalar[pl.INDEX] = 4
        acc: pl.Tensor[[N, 8], pl.FP32] = pl.tensor.create([N, 8], dtype=pl.FP32)
        for _i, (acc_iter,) in pl.range(4, init_values=(acc,)):
            acc_next: pl.Tensor[[N, 8], pl.FP32] = pl.tensor.add(acc_iter, acc_iter)
            acc_rv = pl.yield_(acc_next)
)",
                R"(
    @pl.function
    def main(self):
        acc: pl.Tensor[[4, 8], pl.FP32] = pl.tensor.create([4, 8], dtype=pl.FP32)
        for _i, (acc_iter,) in pl.range(4, init_values=(acc,)):
            acc_next: pl.Tensor[[4, 8], pl.FP32] = pl.tensor.add(acc_iter, acc_iter)
            acc_rv = pl.yield_(acc_next)
)");
}

// ---- scalar DCE ------------------------------------------------------------

TEST(SimplifyScalarDce, RemovesUnusedScalarConst) {
  CheckSimplify(R"(
    @pl.function
    def main(self):
        y: pl.Scalar[pl.INDEX] = 5
)",
                R"(
    @pl.function
    def main(self):
        pass
)");
}
TEST(SimplifyScalarDce, CascadeScalarChain) {
  CheckSimplify(R"(
    @pl.function
    def main(self, n: pl.Scalar[pl.INDEX]):
        a: pl.Scalar[pl.INDEX] = n * 5
        b: pl.Scalar[pl.INDEX] = a + 1
)",
                R"(
    @pl.function
    def main(self, n: pl.Scalar[pl.INDEX]):
        pass
)");
}
TEST(SimplifyScalarDce, KeepsCallBackedAssignments) {
  CheckSimplifyUnchanged(R"(
    @pl.function
    def helper(self) -> pl.Scalar[pl.INT64]:
        return pl.const(0, pl.INT64)

    @pl.function
    def main(self):
        _t: pl.Tensor[[4], pl.FP32] = pl.tensor.create([4], dtype=pl.FP32)
        y: pl.Scalar[pl.INT64] = self.helper()
        z: pl.Scalar[pl.INT64] = self.helper() + pl.const(1, pl.INT64)
)");
}
TEST(SimplifyScalarDce, KeepsUsedScalar) {
  CheckSimplifyUnchanged(R"(
    @pl.function
    def main(self, out: pl.Tensor[[8], pl.INDEX]):
        for i in pl.range(8):
            y: pl.Scalar[pl.INDEX] = i + 1
            pl.tensor.write(out, [i], y)
)");
}
TEST(SimplifyScalarDce, DropsDeadScalarInsideScope) {
  CheckSimplify(R"(
    @pl.function
    def main(self):
        with pl.at(level=pl.Level.CORE_GROUP):
            dead: pl.Scalar[pl.INDEX] = 7
            _t: pl.Tensor[[4], pl.FP32] = pl.tensor.create([4], dtype=pl.FP32)
)",
                R"(
    @pl.function
    def main(self):
        with pl.at(level=pl.Level.CORE_GROUP):
            _t: pl.Tensor[[4], pl.FP32] = pl.tensor.create([4], dtype=pl.FP32)
)");
}

// ---- constant-if collapse --------------------------------------------------

TEST(SimplifyConstantIf, AlwaysTrueKeepsThen) {
  CheckSimplify(R"(
    @pl.function
    def main(self, out: pl.Tensor[[8], pl.INDEX]):
        for i in pl.range(8):
            if i < 100:
                y: pl.Scalar[pl.INDEX] = i + 1
                pl.tensor.write(out, [i], y)
            else:
                z: pl.Scalar[pl.INDEX] = 99
                pl.tensor.write(out, [i], z)
)",
                R"(
    @pl.function
    def main(self, out: pl.Tensor[[8], pl.INDEX]):
        for i in pl.range(8):
            y: pl.Scalar[pl.INDEX] = i + 1
            pl.tensor.write(out, [i], y)
)");
}
TEST(SimplifyConstantIf, AlwaysFalseKeepsElse) {
  CheckSimplify(R"(
    @pl.function
    def main(self, out: pl.Tensor[[8], pl.INDEX]):
        for i in pl.range(8):
            if i >= 8:
                pl.tensor.write(out, [i], i)
            else:
                pl.tensor.write(out, [i], 0)
)",
                R"(
    @pl.function
    def main(self, out: pl.Tensor[[8], pl.INDEX]):
        for i in pl.range(8):
            pl.tensor.write(out, [i], 0)
)");
}
TEST(SimplifyConstantIf, AlwaysFalseWithoutElseDropsIf) {
  CheckSimplify(R"(
    @pl.function
    def main(self, out: pl.Tensor[[8], pl.INDEX]):
        for i in pl.range(0, 8, 2):
            if i > 10:
                pl.tensor.write(out, [i], 0)
            pl.tensor.write(out, [i], i)
)",
                R"(
    @pl.function
    def main(self, out: pl.Tensor[[8], pl.INDEX]):
        for i in pl.range(0, 8, 2):
            pl.tensor.write(out, [i], i)
)");
}
TEST(SimplifyConstantIf, AlwaysFalseViaLoopAffineScalar) {
  CheckSimplify(R"(
    @pl.function
    def main(self, out: pl.Tensor[[8], pl.INDEX]):
        for i in pl.range(0, 8, 2):
            off: pl.Scalar[pl.INDEX] = i * 256 + 256
            if off == 0:
                y: pl.Scalar[pl.INDEX] = 99
                pl.tensor.write(out, [i], y)
            else:
                y2: pl.Scalar[pl.INDEX] = i + 1
                pl.tensor.write(out, [i], y2)
)",
                R"(
    @pl.function
    def main(self, out: pl.Tensor[[8], pl.INDEX]):
        for i in pl.range(0, 8, 2):
            y2: pl.Scalar[pl.INDEX] = i + 1
            pl.tensor.write(out, [i], y2)
)");
}
TEST(SimplifyConstantIf, IndexScalarKeepsNonNegativeDefaultBound) {
  CheckSimplify(R"(
    @pl.function
    def main(self, a: pl.Scalar[pl.INDEX], b: pl.Scalar[pl.INDEX], out: pl.Tensor[[1], pl.INDEX]):
        idx: pl.Scalar[pl.INDEX] = a - b
        if idx < 0:
            pl.tensor.write(out, [0], a)
        else:
            pl.tensor.write(out, [0], idx)
)",
                R"(
    @pl.function
    def main(self, a: pl.Scalar[pl.INDEX], b: pl.Scalar[pl.INDEX], out: pl.Tensor[[1], pl.INDEX]):
        idx: pl.Scalar[pl.INDEX] = a - b
        pl.tensor.write(out, [0], idx)
)");
}
TEST(SimplifyConstantIf, KeepsUnprovableCondition) {
  CheckSimplifyUnchanged(R"(
    @pl.function
    def main(self, out: pl.Tensor[[8], pl.INDEX]):
        for i in pl.range(8):
            if i == 0:
                a: pl.Scalar[pl.INDEX] = i + 1
                pl.tensor.write(out, [i], a)
            else:
                b: pl.Scalar[pl.INDEX] = i + 2
                pl.tensor.write(out, [i], b)
)");
}
TEST(SimplifyConstantIf, NestedConditionImpliedByOuter) {
  CheckSimplify(R"(
    @pl.function
    def main(self, n: pl.Scalar[pl.INDEX], out: pl.Tensor[[8], pl.INDEX]):
        for i in pl.range(8):
            if i < n:
                if i < n:
                    pl.tensor.write(out, [i], i)
)",
                R"(
    @pl.function
    def main(self, n: pl.Scalar[pl.INDEX], out: pl.Tensor[[8], pl.INDEX]):
        for i in pl.range(8):
            if i < n:
                pl.tensor.write(out, [i], i)
)");
}

// ---- single-trip loop collapse --------------------------------------------

TEST(SimplifyLoopCollapse, SingleIterationLiftsBody) {
  CheckSimplify(R"(
    @pl.function
    def main(self):
        for _i in pl.range(1):
            _t: pl.Tensor[[16], pl.FP32] = pl.tensor.create([16], dtype=pl.FP32)
)",
                R"(
    @pl.function
    def main(self):
        _t: pl.Tensor[[16], pl.FP32] = pl.tensor.create([16], dtype=pl.FP32)
)");
}
TEST(SimplifyLoopCollapse, ZeroTripLoopDropsBody) {
  CheckSimplify(R"(
    @pl.function
    def main(self):
        for _i in pl.range(0, 0):
            _t: pl.Tensor[[16], pl.FP32] = pl.tensor.create([16], dtype=pl.FP32)
)",
                R"(
    @pl.function
    def main(self):
        pass
)");
}
TEST(SimplifyLoopCollapse, KeepsMultiIterationLoop) {
  CheckSimplifyUnchanged(R"(
    @pl.function
    def main(self):
        for _i in pl.range(4):
            _t: pl.Tensor[[8], pl.FP32] = pl.tensor.create([8], dtype=pl.FP32)
)");
}
TEST(SimplifyLoopCollapse, KeepsParallelLoop) {
  CheckSimplifyUnchanged(R"(
    @pl.function
    def main(self):
        for _i in pl.parallel(1):
            _t: pl.Tensor[[8], pl.FP32] = pl.tensor.create([8], dtype=pl.FP32)
)");
}
TEST(SimplifyLoopCollapse, SingleTripWithIterArgsSubstitutesYield) {
  CheckSimplify(R"(
    @pl.function
    def main(self, x: pl.Tensor[[8], pl.FP32]) -> pl.Tensor[[8], pl.FP32]:
        for _i, (acc,) in pl.range(0, 8, 8, init_values=(x,)):
            nxt: pl.Tensor[[8], pl.FP32] = pl.tensor.add(acc, acc)
            res = pl.yield_(nxt)
        return res
)",
                R"(
    @pl.function
    def main(self, x: pl.Tensor[[8], pl.FP32]) -> pl.Tensor[[8], pl.FP32]:
        nxt: pl.Tensor[[8], pl.FP32] = pl.tensor.add(x, x)
        return nxt
)");
}
TEST(SimplifyLoopCollapse, SingleTripThenConstantIf) {
  CheckSimplify(R"(
    @pl.function
    def main(self):
        for ko in pl.range(0, 128, 128):
            if ko == 0:
                _t: pl.Tensor[[16], pl.FP32] = pl.tensor.create([16], dtype=pl.FP32)
            else:
                _t2: pl.Tensor[[32], pl.FP32] = pl.tensor.create([32], dtype=pl.FP32)
        for ko_1 in pl.range(0, 128, 128):
            if ko_1 + 64 == 0:
                _t3: pl.Tensor[[16], pl.FP32] = pl.tensor.create([16], dtype=pl.FP32)
            else:
                _t4: pl.Tensor[[32], pl.FP32] = pl.tensor.create([32], dtype=pl.FP32)
)",
                R"(
    @pl.function
    def main(self):
        _t: pl.Tensor[[16], pl.FP32] = pl.tensor.create([16], dtype=pl.FP32)
        _t4: pl.Tensor[[32], pl.FP32] = pl.tensor.create([32], dtype=pl.FP32)
)");
}

// ---- dead if phis ----------------------------------------------------------

TEST(SimplifyDeadPhi, DropsDeadScalarPhi) {
  CheckSimplify(R"(
    @pl.function
    def main(self, n: pl.Scalar[pl.INDEX], out: pl.Tensor[[1], pl.INDEX]):
        if n < 4:
            a: pl.Scalar[pl.INDEX] = n + 1
            pl.tensor.write(out, [0], a)
            r = pl.yield_(a)
        else:
            b: pl.Scalar[pl.INDEX] = n + 2
            pl.tensor.write(out, [0], b)
            r = pl.yield_(b)
)",
                R"(
    @pl.function
    def main(self, n: pl.Scalar[pl.INDEX], out: pl.Tensor[[1], pl.INDEX]):
        if n < 4:
            a: pl.Scalar[pl.INDEX] = n + 1
            pl.tensor.write(out, [0], a)
        else:
            b: pl.Scalar[pl.INDEX] = n + 2
            pl.tensor.write(out, [0], b)
)");
}
TEST(SimplifyDeadPhi, KeepsPhiWithDownstreamUse) {
  CheckSimplifyUnchanged(R"(
    @pl.function
    def main(self, n: pl.Scalar[pl.INDEX], out: pl.Tensor[[1], pl.INDEX]):
        if n < 4:
            a: pl.Scalar[pl.INDEX] = n + 1
            r = pl.yield_(a)
        else:
            r = pl.yield_(n)
        pl.tensor.write(out, [0], r)
)");
}

// ---- spmd core_num ---------------------------------------------------------

TEST(SimplifySpmd, CoreNumFolds) {
  CheckSimplify(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[64], pl.FP32], out: pl.Out[pl.Tensor[[64], pl.FP32]]) -> pl.Tensor[[64], pl.FP32]:
        x_tile: pl.Tile[[64], pl.FP32] = pl.tile.load(x, [0], [64])
        out_1: pl.Tensor[[64], pl.FP32] = pl.tile.store(x_tile, [0], out)
        return out_1

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[64], pl.FP32], out: pl.Out[pl.Tensor[[64], pl.FP32]]) -> pl.Tensor[[64], pl.FP32]:
        with pl.spmd(pl.const(64, pl.INDEX) // pl.const(16, pl.INDEX)):
            out_1: pl.Tensor[[64], pl.FP32] = self.kernel(x, out)
        return out_1
)",
                R"(
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[64], pl.FP32], out: pl.Out[pl.Tensor[[64], pl.FP32]]) -> pl.Tensor[[64], pl.FP32]:
        x_tile: pl.Tile[[64], pl.FP32] = pl.tile.load(x, [0], [64])
        out_1: pl.Tensor[[64], pl.FP32] = pl.tile.store(x_tile, [0], out)
        return out_1

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[64], pl.FP32], out: pl.Out[pl.Tensor[[64], pl.FP32]]) -> pl.Tensor[[64], pl.FP32]:
        with pl.spmd(4):
            out_1: pl.Tensor[[64], pl.FP32] = self.kernel(x, out)
        return out_1
)");
}

// ---- further cases of test_simplify_pass.py --------------------------------

// TestIfBranchConstraint::test_nested_if_in_loop: loop binding and branch
// condition are active together.
TEST(SimplifyIfConstraint, NestedIfInLoop) {
  CheckSimplify(R"(
    @pl.function
    def main(self, out: pl.Tensor[[16], pl.INT64]):
        for i in pl.range(16):
            if i < 8:
                y: pl.Scalar[pl.INT64] = i // 8
                pl.tensor.write(out, [i], y)
            else:
                z: pl.Scalar[pl.INT64] = i // 16
                pl.tensor.write(out, [i], z)
)",
                R"(
    @pl.function
    def main(self, out: pl.Tensor[[16], pl.INT64]):
        for i in pl.range(16):
            if i < 8:
                y: pl.Scalar[pl.INT64] = 0
                pl.tensor.write(out, [i], y)
            else:
                z: pl.Scalar[pl.INT64] = 0
                pl.tensor.write(out, [i], z)
)");
}

// TestControlFlow::test_while_condition_simplified.
TEST(SimplifyControlFlow, WhileConditionSimplified) {
  CheckSimplify(R"(
    @pl.function
    def main(self, n: pl.Scalar[pl.INDEX]):
        i: pl.Scalar[pl.INDEX] = 0
        while i < n + 0:
            i = i + 1
)",
                R"(
    @pl.function
    def main(self, n: pl.Scalar[pl.INDEX]):
        i: pl.Scalar[pl.INDEX] = 0
        while i < n:
            i = i + 1
)");
}

// TestTensorViewFolding::test_eliminates_identity_view: the view call folds to
// its input and the alias assignment stays; `same` keeps the type the view
// call deduced (explicit strides), as in the reference's output.
TEST(SimplifyTensorView, EliminatesIdentityView) {
  CheckSimplify(R"(
    @pl.function
    def main(self, x: pl.Tensor[[8, 4], pl.FP32]) -> pl.Tensor[[8, 4], pl.FP32]:
        same: pl.Tensor[[8, 4], pl.FP32] = pl.tensor.view(x, layout=pl.TensorLayout.ND)
        return same
)",
                R"(
    @pl.function
    def main(self, x: pl.Tensor[[8, 4], pl.FP32]) -> pl.Tensor[[8, 4], pl.FP32]:
        same: pl.Tensor[[8, 4], pl.FP32, pl.TensorView(stride=[4, 1], layout=pl.TensorLayout.ND)] = x
        return same
)");
}

// TestTensorViewFolding::test_preserves_substantive_layout_flip.
TEST(SimplifyTensorView, PreservesLayoutFlip) {
  CheckSimplifyUnchanged(R"(
    @pl.function
    def main(self, x: pl.Tensor[[8, 4], pl.FP32]) -> pl.Tensor[[4, 8], pl.FP32, pl.TensorView(stride=[1, 4], layout=pl.TensorLayout.DN)]:
        y: pl.Tensor[[4, 8], pl.FP32, pl.TensorView(stride=[1, 4], layout=pl.TensorLayout.DN)] = pl.tensor.view(x, layout=pl.TensorLayout.DN)
        return y
)");
}

// TestControlFlow::test_if_with_break_and_continue.
TEST(SimplifyControlFlow, IfWithBreakAndContinue) {
  CheckSimplify(R"(
    @pl.function
    def main(self, out: pl.Tensor[[8], pl.INT64]):
        for i in pl.range(8):
            if i < 4:
                y: pl.Scalar[pl.INT64] = i // 4
                pl.tensor.write(out, [i], y)
                break
            else:
                y2: pl.Scalar[pl.INT64] = i + 0
                pl.tensor.write(out, [i], y2)
                continue
)",
                R"(
    @pl.function
    def main(self, out: pl.Tensor[[8], pl.INT64]):
        for i in pl.range(8):
            if i < 4:
                y: pl.Scalar[pl.INT64] = 0
                pl.tensor.write(out, [i], y)
                break
            else:
                y2: pl.Scalar[pl.INT64] = i
                pl.tensor.write(out, [i], y2)
                continue
)");
}

// TestScalarDCE::test_keeps_scalar_assign_with_direct_call_rhs and
// test_keeps_scalar_assign_with_nested_call_rhs.
TEST(SimplifyScalarDce, KeepsDirectAndNestedCallRhs) {
  CheckSimplifyUnchanged(R"(
    @pl.function
    def helper(self) -> pl.Scalar[pl.INT64]:
        return pl.const(0, pl.INT64)
    @pl.function
    def main(self):
        y: pl.Scalar[pl.INT64] = self.helper()
)");
  CheckSimplifyUnchanged(R"(
    @pl.function
    def helper(self) -> pl.Scalar[pl.INT64]:
        return pl.const(0, pl.INT64)
    @pl.function
    def main(self):
        y: pl.Scalar[pl.INT64] = self.helper() + pl.const(1, pl.INT64)
)");
}

// TestFoldComposition::test_two_sibling_single_trip_loops_no_var_alias.
TEST(SimplifyLoopCollapse, TwoSiblingSingleTripLoops) {
  CheckSimplify(R"(
    @pl.function
    def main(self):
        for ko in pl.range(0, 128, 128):
            if ko == 0:
                _t1: pl.Tensor[[16], pl.FP32] = pl.tensor.create([16], dtype=pl.FP32)
            else:
                _t2: pl.Tensor[[16], pl.FP32] = pl.tensor.create([16], dtype=pl.FP32)
            if ko + 64 == 0:
                _t3: pl.Tensor[[16], pl.FP32] = pl.tensor.create([16], dtype=pl.FP32)
            else:
                _t4: pl.Tensor[[16], pl.FP32] = pl.tensor.create([16], dtype=pl.FP32)
        for ko_1 in pl.range(0, 128, 128):
            if ko_1 == 0:
                _t5: pl.Tensor[[32], pl.FP32] = pl.tensor.create([32], dtype=pl.FP32)
            else:
                _t6: pl.Tensor[[32], pl.FP32] = pl.tensor.create([32], dtype=pl.FP32)
            if ko_1 + 64 == 0:
                _t7: pl.Tensor[[32], pl.FP32] = pl.tensor.create([32], dtype=pl.FP32)
            else:
                _t8: pl.Tensor[[32], pl.FP32] = pl.tensor.create([32], dtype=pl.FP32)
)",
                R"(
    @pl.function
    def main(self):
        _t1: pl.Tensor[[16], pl.FP32] = pl.tensor.create([16], dtype=pl.FP32)
        _t4: pl.Tensor[[16], pl.FP32] = pl.tensor.create([16], dtype=pl.FP32)
        _t5: pl.Tensor[[32], pl.FP32] = pl.tensor.create([32], dtype=pl.FP32)
        _t8: pl.Tensor[[32], pl.FP32] = pl.tensor.create([32], dtype=pl.FP32)
)");
}

// test_simplify_pass.py TestControlFlow::test_sequential_stmts.
TEST(SimplifyIdentity, SequentialStmts) {
  CheckSimplify(R"(
    @pl.function
    def main(self, out_y: pl.Tensor[[8], pl.INT64], out_z: pl.Tensor[[8], pl.INT64]):
        for i in pl.range(8):
            y: pl.Scalar[pl.INT64] = i + 0
            z: pl.Scalar[pl.INT64] = i * 1
            pl.tensor.write(out_y, [i], y)
            pl.tensor.write(out_z, [i], z)
)",
                R"(
    @pl.function
    def main(self, out_y: pl.Tensor[[8], pl.INT64], out_z: pl.Tensor[[8], pl.INT64]):
        for i in pl.range(8):
            y: pl.Scalar[pl.INT64] = i
            z: pl.Scalar[pl.INT64] = i
            pl.tensor.write(out_y, [i], y)
            pl.tensor.write(out_z, [i], z)
)");
}

// test_simplify_pass.py TestControlFlow::test_for_loop_with_scope_and_if.
TEST(SimplifyIfConstraint, ForLoopWithScopeAndIf) {
  CheckSimplify(R"(
    @pl.function
    def main(self, out: pl.Tensor[[8], pl.INT64]):
        for i in pl.range(8):
            with pl.at(level=pl.Level.CORE_GROUP):
                if i < 4:
                    y: pl.Scalar[pl.INT64] = i // 4
                    pl.tensor.write(out, [i], y)
)",
                R"(
    @pl.function
    def main(self, out: pl.Tensor[[8], pl.INT64]):
        for i in pl.range(8):
            with pl.at(level=pl.Level.CORE_GROUP):
                if i < 4:
                    y: pl.Scalar[pl.INT64] = 0
                    pl.tensor.write(out, [i], y)
)");
}

// test_simplify_pass.py TestNoChange::test_already_simplified.
TEST(SimplifyIdentity, AlreadySimplified) { CheckSimplifyUnchanged(LoopWrite("i")); }

// Tiled index arithmetic, derived from the reference's rewrite rules
// (rewrite_simplify.cpp): floordiv(x * c1 + y, c2) => x * (c1 / c2) +
// floordiv(y, c2) and floormod(x * c1 + y, c2) => floormod(y, c2) when
// c1 % c2 == 0, then the bound rules floordiv(y, c) => 0 and
// floormod(y, c) => y for 0 <= y < c; min(x, y) => x once x - y <= 0 from the
// loop bounds.
TEST(SimplifyRange, TiledIndexArithmetic) {
  CheckSimplify(R"(
    @pl.function
    def main(self, out: pl.Tensor[[64], pl.INDEX]):
        for i in pl.range(4):
            for j in pl.range(16):
                a: pl.Scalar[pl.INDEX] = (i * 16 + j) // 16
                b: pl.Scalar[pl.INDEX] = (i * 16 + j) % 16
                c: pl.Scalar[pl.INDEX] = pl.min(i * 16 + 16, 64)
                pl.tensor.write(out, [i * 16 + j], a + b + c)
)",
                R"(
    @pl.function
    def main(self, out: pl.Tensor[[64], pl.INDEX]):
        for i in pl.range(4):
            for j in pl.range(16):
                a: pl.Scalar[pl.INDEX] = i
                b: pl.Scalar[pl.INDEX] = j
                c: pl.Scalar[pl.INDEX] = i * 16 + 16
                pl.tensor.write(out, [i * 16 + j], a + b + c)
)");
}

// ---- constant BOOL scalars --------------------------------------------------
// Binding a top-level constant scalar records `var == value`, and `==` has no
// BOOL form: the reference's Simplify fails with a TypeError on such a scalar
// (for example the flag CtrlFlowTransform adds for a `break`). Inside a loop
// or branch only a range is recorded, so the same assignment is kept as is.
TEST(SimplifyBoolConstant, TopLevelConstantBoolIsATypeError) {
  const std::string src = Prog(R"(
    @pl.function
    def main(self, out: pl.Tensor[[8], pl.INDEX]):
        flag: pl.Scalar[pl.BOOL] = True
        for i in pl.range(8):
            if flag:
                pl.tensor.write(out, [i], i)
)");
  absl::StatusOr<ir::ProgramPtr> result = RunRegisteredPass("Simplify", ParseOrFail(src));
  ASSERT_FALSE(result.ok());
  EXPECT_EQ(result.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_NE(result.status().message().find("TypeError: Operator 'eq' does not accept bool dtype"),
            std::string::npos)
      << result.status();
}

TEST(SimplifyBoolConstant, NestedConstantBoolIsKept) {
  CheckSimplifyUnchanged(R"(
    @pl.function
    def main(self, out: pl.Tensor[[8], pl.INDEX]):
        for i in pl.range(8):
            flag: pl.Scalar[pl.BOOL] = True
            if flag:
                pl.tensor.write(out, [i], i)
)");
}

}  // namespace
}  // namespace ptoc::transforms
