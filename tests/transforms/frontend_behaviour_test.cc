// Before/Expected behaviour tests of the front-end passes ConvertToSSA,
// FlattenCallExpr, NormalizeStmtStructure and the scope outliners, modelled
// on the behaviours named by the reference unit-test suites.
#include <functional>
#include <memory>
#include <string>

#include "absl/status/statusor.h"
#include "compiler/base/status.h"
#include "compiler/ir/structural_equal.h"
#include "compiler/text/parser.h"
#include "compiler/text/printer.h"
#include "compiler/transforms/passes.h"
#include "gtest/gtest.h"
#include "tests/testing/pass_test_env.h"

PTOC_PASS_TEST_REQUIRES_PASS_RUNS();

namespace ptoc::transforms {
namespace {

// ---------------------------------------------------------------------------
// Harness: every case runs the transform directly and as the registered pass
// under the pass test environment's context (required and produced
// properties verified before and after, output print -> parse roundtripped,
// strictness from $PTOC_VERIFY_LEVEL).

using ::ptoc::testing::RunRegisteredPass;
using Transform = std::function<ir::ProgramPtr(const ir::ProgramPtr&)>;

constexpr char kHeader[] = "import pypto.language as pl\n\n@pl.program\nclass P:\n";

std::string Prog(const std::string& body) { return std::string(kHeader) + body; }

ir::ProgramPtr Parse(const std::string& src) {
  auto p = text::ParseProgram(src);
  EXPECT_TRUE(p.ok()) << p.status() << "\n" << src;
  return p.ok() ? *p : nullptr;
}

void ExpectEqual(const ir::ProgramPtr& got, const ir::ProgramPtr& want, const std::string& how) {
  auto mismatch = ir::FindStructuralMismatch(got, want);
  EXPECT_FALSE(mismatch.has_value()) << how << ": " << *mismatch << "\n--- actual:\n"
                                     << text::PrintProgram(got) << "--- expected:\n"
                                     << text::PrintProgram(want);
}

// Before -> pass -> Expected, directly and as the registered pass.
void Check(const std::string& pass_name, const Transform& transform, const std::string& before,
           const std::string& expected) {
  ir::ProgramPtr in = Parse(before);
  ir::ProgramPtr want = Parse(expected);
  ASSERT_TRUE(in && want);
  try {
    ExpectEqual(transform(in), want, "direct");
  } catch (const CompileError& e) {
    ADD_FAILURE() << "direct run failed: " << e.status();
  }
  absl::StatusOr<ir::ProgramPtr> framed = RunRegisteredPass(pass_name, in);
  ASSERT_TRUE(framed.ok()) << framed.status();
  ExpectEqual(*framed, want, "framework");
}

// The pass leaves the program structurally unchanged.
void CheckUnchanged(const std::string& pass_name, const Transform& transform,
                    const std::string& src) {
  Check(pass_name, transform, src, src);
}

// ---- ConvertToSSA ------------------------------------------------------------

TEST(ConvertToSSABehaviour, SimpleWhileLoop) {
  Check("ConvertToSSA", ConvertToSSA, Prog(R"(
    @pl.function
    def main(self, n: pl.Scalar[pl.INT64]) -> pl.Scalar[pl.INT64]:
        x: pl.Scalar[pl.INT64] = 0
        while x < n:
            x = x + 1
        return x
)"),
        Prog(R"(
    @pl.function
    def main(self, n_0: pl.Scalar[pl.INT64]) -> pl.Scalar[pl.INT64]:
        x_0: pl.Scalar[pl.INT64] = 0
        for (x_iter_1,) in pl.while_(init_values=(x_0,)):
            pl.cond(x_iter_1 < n_0)
            x_3: pl.Scalar[pl.INT64] = x_iter_1 + 1
            x_2: pl.Scalar[pl.INT64] = pl.yield_(x_3)
        return x_2
)"));
}

// An escaping variable's iter_arg starts from a pre-loop variable whose type
// is the very type object the escaping assignment passes on (the reference
// compares type pointers): a store returns its destination's type, so the
// loop starts from the Out parameter it writes into; a second call to a
// kernel shares the kernel's declared return type with the first call's
// result.
TEST(ConvertToSSABehaviour, EscapingVariableInitFromSameTypeObject) {
  Check("ConvertToSSA", ConvertToSSA, Prog(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[16, 64], pl.FP32], c: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        for i in pl.range(2):
            t: pl.Tile[[16, 64], pl.FP32] = pl.load(a, [0, 0], [16, 64])
            out = pl.store(t, [0, 0], c)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, a: pl.Tensor[[16, 64], pl.FP32]) -> pl.Tensor[[16, 64], pl.FP32]:
        c1: pl.Tensor[[16, 64], pl.FP32] = pl.create_tensor([16, 64], dtype=pl.FP32)
        first = self.kernel(a, c1)
        for j in pl.range(2):
            c2: pl.Tensor[[16, 64], pl.FP32] = pl.create_tensor([16, 64], dtype=pl.FP32)
            again = self.kernel(first, c2)
        return again
)"),
        Prog(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[16, 64], pl.FP32], c: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        for i, (out_iter,) in pl.range(2, init_values=(c,)):
            t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            out: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(t, [0, 0], c)
            out_rv: pl.Tensor[[16, 64], pl.FP32] = pl.yield_(out)
        return out_rv

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, a: pl.Tensor[[16, 64], pl.FP32]) -> pl.Tensor[[16, 64], pl.FP32]:
        c1: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.create([16, 64], dtype=pl.FP32)
        first: pl.Tensor[[16, 64], pl.FP32] = self.kernel(a, c1)
        for j, (again_iter,) in pl.range(2, init_values=(first,)):
            c2: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.create([16, 64], dtype=pl.FP32)
            again: pl.Tensor[[16, 64], pl.FP32] = self.kernel(first, c2)
            again_rv: pl.Tensor[[16, 64], pl.FP32] = pl.yield_(again)
        return again_rv
)"));
}

// An op result has a type object of its own, equal to no pre-loop variable's:
// the iter_arg starts from a placeholder that no statement defines, and the
// result fails SSAForm, as in the reference.
TEST(ConvertToSSABehaviour, EscapingVariableWithFreshTypeHasNoInit) {
  ir::ProgramPtr in = Parse(Prog(R"(
    @pl.function
    def main(self, a: pl.Tensor[[64], pl.FP32], c: pl.Out[pl.Tensor[[64], pl.FP32]]) -> pl.Tensor[[64], pl.FP32]:
        for i in pl.range(0, 4, 1):
            out: pl.Tensor[[64], pl.FP32] = pl.tensor.add(a, c)
        return out
)"));
  ASSERT_TRUE(in);
  ir::ProgramPtr direct = ConvertToSSA(in);
  EXPECT_NE(text::PrintProgram(direct).find("init_values=(out__FREE_VAR,)"), std::string::npos)
      << text::PrintProgram(direct);
  absl::StatusOr<ir::ProgramPtr> framed = RunRegisteredPass("ConvertToSSA", in);
  ASSERT_FALSE(framed.ok());
  EXPECT_NE(framed.status().message().find("Variable 'out' used outside its defining scope"),
            std::string::npos)
      << framed.status();
}

// A user name containing "__" cannot take a version suffix (the reference
// rejects it too); the error names the variable's definition.
TEST(ConvertToSSABehaviour, ReservedDelimiterInVersionedNameIsLocated) {
  ir::ProgramPtr in = Parse(Prog(R"(
    @pl.function
    def main(self, a: pl.Tensor[[64], pl.FP32], o__x: pl.Out[pl.Tensor[[64], pl.FP32]]) -> pl.Tensor[[64], pl.FP32]:
        o__x = pl.tensor.add(a, a)
        return o__x
)"));
  ASSERT_TRUE(in);
  absl::StatusOr<ir::ProgramPtr> framed = RunRegisteredPass("ConvertToSSA", in);
  ASSERT_FALSE(framed.ok());
  EXPECT_EQ(framed.status().code(), absl::StatusCode::kInvalidArgument) << framed.status();
  EXPECT_NE(framed.status().message().find(
                "7:49: IR auto-name base cannot contain reserved delimiter '__': o__x"),
            std::string::npos)
      << framed.status();
}

TEST(ConvertToSSABehaviour, NestedLoopsWithIf) {
  Check("ConvertToSSA", ConvertToSSA, Prog(R"(
    @pl.function
    def main(self, n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        acc: pl.Scalar[pl.INDEX] = 0
        for i in pl.range(4):
            for j in pl.range(4):
                if j < n:
                    acc = acc + j
        return acc
)"),
        Prog(R"(
    @pl.function
    def main(self, n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        acc_0: pl.Scalar[pl.INDEX] = 0
        for i, (acc_o,) in pl.range(4, init_values=(acc_0,)):
            for j, (acc_i,) in pl.range(4, init_values=(acc_o,)):
                if j < n:
                    acc_t: pl.Scalar[pl.INDEX] = acc_i + j
                    acc_p: pl.Scalar[pl.INDEX] = pl.yield_(acc_t)
                else:
                    acc_p: pl.Scalar[pl.INDEX] = pl.yield_(acc_i)
                acc_ir: pl.Scalar[pl.INDEX] = pl.yield_(acc_p)
            acc_or: pl.Scalar[pl.INDEX] = pl.yield_(acc_ir)
        return acc_or
)"));
}

TEST(ConvertToSSABehaviour, ExplicitIterArgsAlreadySsaUnchanged) {
  CheckUnchanged("ConvertToSSA", ConvertToSSA, Prog(R"(
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        for i, (acc,) in pl.range(4, init_values=(x,)):
            nxt: pl.Tensor[[64], pl.FP32] = pl.tensor.add(acc, acc)
            res: pl.Tensor[[64], pl.FP32] = pl.yield_(nxt)
        return res
)"));
}

TEST(ConvertToSSABehaviour, ScopeIsTransparent) {
  Check("ConvertToSSA", ConvertToSSA, Prog(R"(
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            y: pl.Tensor[[64], pl.FP32] = pl.tensor.add(x, x)
            y = pl.tensor.add(y, x)
        return y
)"),
        Prog(R"(
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            y_0: pl.Tensor[[64], pl.FP32] = pl.tensor.add(x, x)
            y_1: pl.Tensor[[64], pl.FP32] = pl.tensor.add(y_0, x)
        return y_1
)"));
}

// ---- FlattenCallExpr ---------------------------------------------------------

TEST(FlattenCallExprBehaviour, NestedCallInArgs) {
  Check("FlattenCallExpr", FlattenCallExpr, Prog(R"(
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        result: pl.Tensor[[64], pl.FP32] = pl.tensor.mul(pl.tensor.add(x, x), x)
        return result
)"),
        Prog(R"(
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        t__tmp_v0: pl.Tensor[[64], pl.FP32] = pl.tensor.add(x, x)
        result: pl.Tensor[[64], pl.FP32] = pl.tensor.mul(t__tmp_v0, x)
        return result
)"));
}

TEST(FlattenCallExprBehaviour, CallInReturnAndInsideScope) {
  Check("FlattenCallExpr", FlattenCallExpr, Prog(R"(
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            y: pl.Tensor[[64], pl.FP32] = pl.tensor.mul(pl.tensor.add(x, x), x)
        return pl.tensor.add(y, y)
)"),
        Prog(R"(
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            t0: pl.Tensor[[64], pl.FP32] = pl.tensor.add(x, x)
            y: pl.Tensor[[64], pl.FP32] = pl.tensor.mul(t0, x)
        t1: pl.Tensor[[64], pl.FP32] = pl.tensor.add(y, y)
        return t1
)"));
}

// A yielded call stays in the yield; a call among its arguments is hoisted
// before the yield (the reference's base mutator visits yield values).
TEST(FlattenCallExprBehaviour, CallInsideYieldedCallHoisted) {
  Check("FlattenCallExpr", FlattenCallExpr, Prog(R"(
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        for i, (acc,) in pl.range(4, init_values=(x,)):
            res: pl.Tensor[[64], pl.FP32] = pl.yield_(pl.tensor.add(acc, pl.tensor.exp(acc)))
        return res
)"),
        Prog(R"(
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        for i, (acc,) in pl.range(4, init_values=(x,)):
            t__tmp_v0: pl.Tensor[[64], pl.FP32] = pl.tensor.exp(acc)
            res: pl.Tensor[[64], pl.FP32] = pl.yield_(pl.tensor.add(acc, t__tmp_v0))
        return res
)"));
}

// A call that is an operand inside a variable's type (here a valid_shape) is
// hoisted too, before the definition and ahead of the value's own hoists; a
// second variable repeating the expression hoists it again (the reference's
// mutator walks the type of every variable it meets). The value keeps its
// deduced type, as in the reference, which text does not show: compared as
// printed (the form of the reference's dump of this pass).
void CheckPrinted(const std::string& pass_name, const Transform& transform,
                  const std::string& before, const std::string& expected) {
  ir::ProgramPtr in = Parse(before);
  ir::ProgramPtr want = Parse(expected);
  ASSERT_TRUE(in && want);
  const std::string want_text = text::PrintProgram(want);
  EXPECT_EQ(text::PrintProgram(transform(in)), want_text) << "direct";
  absl::StatusOr<ir::ProgramPtr> framed = RunRegisteredPass(pass_name, in);
  ASSERT_TRUE(framed.ok()) << framed.status();
  EXPECT_EQ(text::PrintProgram(*framed), want_text) << "framework";
}

TEST(FlattenCallExprBehaviour, CallInsideVariableTypeHoisted) {
  const std::string module =
      "import pypto.language as pl\n\nN = pl.dynamic(\"N\")\n\n"
      "@pl.program\nclass P:\n";
  CheckPrinted("FlattenCallExpr", FlattenCallExpr, module + R"(
    @pl.function(type=pl.FunctionType.InCore)
    def kern(self, x: pl.Tensor[[N, 64], pl.FP32], out: pl.Out[pl.Tensor[[N, 64], pl.FP32]]) -> pl.Tensor[[N, 64], pl.FP32]:
        t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.tensor.dim(x, 0) - 8, 64])] = pl.tile.load(x, [0, 0], [32, 64], [pl.tensor.dim(x, 0) - 8, 64], target_memory=pl.Mem.Vec)
        u: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.tensor.dim(x, 0) - 8, 64])] = pl.tile.exp(t)
        out2: pl.Tensor[[N, 64], pl.FP32] = pl.tile.store(u, [0, 0], out)
        return out2
)",
               module + R"(
    @pl.function(type=pl.FunctionType.InCore)
    def kern(self, x: pl.Tensor[[N, 64], pl.FP32], out: pl.Out[pl.Tensor[[N, 64], pl.FP32]]) -> pl.Tensor[[N, 64], pl.FP32]:
        t__tmp_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(x, 0)
        t__tmp_v1: pl.Scalar[pl.INDEX] = pl.tensor.dim(x, 0)
        t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[t__tmp_v0 - 8, 64])] = pl.tile.load(x, [0, 0], [32, 64], [t__tmp_v1 - 8, 64], target_memory=pl.Mem.Vec)
        t__tmp_v2: pl.Scalar[pl.INDEX] = pl.tensor.dim(x, 0)
        u: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[t__tmp_v2 - 8, 64])] = pl.tile.exp(t)
        out2: pl.Tensor[[N, 64], pl.FP32] = pl.tile.store(u, [0, 0], out)
        return out2
)");
}

TEST(FlattenCallExprBehaviour, AlreadyFlatUnchanged) {
  const std::string src = Prog(R"(
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        y: pl.Tensor[[64], pl.FP32] = pl.tensor.add(x, x)
        for i in pl.range(4):
            z: pl.Tensor[[64], pl.FP32] = pl.tensor.mul(y, y)
        return y
)");
  CheckUnchanged("FlattenCallExpr", FlattenCallExpr, src);
  // Not even rebuilt: later passes keep what they cached on the function.
  ir::ProgramPtr in = Parse(src);
  ASSERT_TRUE(in);
  EXPECT_EQ(FlattenCallExpr(in), in);
}

// ---- NormalizeStmtStructure --------------------------------------------------

TEST(NormalizeStmtStructureBehaviour, AlreadyNormalUnchanged) {
  CheckUnchanged("NormalizeStmtStructure", NormalizeStmtStructure, Prog(R"(
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        for i, (acc,) in pl.range(4, init_values=(x,)):
            nxt: pl.Tensor[[64], pl.FP32] = pl.tensor.add(acc, acc)
            res: pl.Tensor[[64], pl.FP32] = pl.yield_(nxt)
        return res
)"));
}

// ---- OutlineIncoreScopes -----------------------------------------------------

TEST(OutlineIncoreScopesBehaviour, SimpleScopePromotesMain) {
  Check("OutlineIncoreScopes", OutlineIncoreScopes, Prog(R"(
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            y: pl.Tensor[[64], pl.FP32] = pl.tensor.add(x, x)
        return y
)"),
        Prog(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        y: pl.Tensor[[64], pl.FP32] = pl.tensor.add(x, x)
        return y

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        y: pl.Tensor[[64], pl.FP32] = self.main_incore_0(x)
        return y
)"));
}

TEST(OutlineIncoreScopesBehaviour, MultipleScopesAndOutputs) {
  Check("OutlineIncoreScopes", OutlineIncoreScopes, Prog(R"(
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            a: pl.Tensor[[64], pl.FP32] = pl.tensor.add(x, x)
            b: pl.Tensor[[64], pl.FP32] = pl.tensor.mul(x, x)
        with pl.at(level=pl.Level.CORE_GROUP):
            c: pl.Tensor[[64], pl.FP32] = pl.tensor.add(a, b)
        return c
)"),
        Prog(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, x: pl.Tensor[[64], pl.FP32]) -> tuple[pl.Tensor[[64], pl.FP32], pl.Tensor[[64], pl.FP32]]:
        a: pl.Tensor[[64], pl.FP32] = pl.tensor.add(x, x)
        b: pl.Tensor[[64], pl.FP32] = pl.tensor.mul(x, x)
        return a, b

    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_1(self, a: pl.Tensor[[64], pl.FP32], b: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        c: pl.Tensor[[64], pl.FP32] = pl.tensor.add(a, b)
        return c

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        ret: tuple[pl.Tensor[[64], pl.FP32], pl.Tensor[[64], pl.FP32]] = self.main_incore_0(x)
        a: pl.Tensor[[64], pl.FP32] = ret[0]
        b: pl.Tensor[[64], pl.FP32] = ret[1]
        c: pl.Tensor[[64], pl.FP32] = self.main_incore_1(a, b)
        return c
)"));
}

TEST(OutlineIncoreScopesBehaviour, NoScopeUnchanged) {
  CheckUnchanged("OutlineIncoreScopes", OutlineIncoreScopes, Prog(R"(
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        y: pl.Tensor[[64], pl.FP32] = pl.tensor.add(x, x)
        return y
)"));
}

// A split_aiv region in a CORE_GROUP scope is outlined with the scope; the
// kernel carries `split_aiv` and the region's mode as `split`. The kernel's
// region sits at its top level, which text reads back inside a CORE_GROUP
// wrapper, so the result is compared as printed (the reference's dump of this
// pass; its `y__store` copy sits inside the region and the kernel returns the
// InOut parameter).
TEST(OutlineIncoreScopesBehaviour, SplitAivRegionMarksTheKernel) {
  const std::string header =
      "# pypto.program: SplitAivScopeTop\nimport pypto.language as pl\n\n"
      "@pl.program\nclass SplitAivScopeTop:\n";
  ir::ProgramPtr in = Parse(header + R"(    @pl.function
    def main(self, x__ssa_v0: pl.Tensor[[128, 64], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            for aiv_id__ssa_v0 in pl.split_aiv(2, mode=pl.SplitMode.UP_DOWN):
                t__ssa_v0: pl.Tile[[128, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [128, 64], [128, 64], target_memory=pl.Mem.Vec)
                y__ssa_v1: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(t__ssa_v0, [0, 0], y__ssa_v0)
        return y__ssa_v1
)");
  ASSERT_TRUE(in);
  const std::string want =
      header +
      R"(    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker, attrs={"split_aiv": True, "split": pl.SplitMode.UP_DOWN})
    def main_incore_0(x__ssa_v0: pl.Tensor[[128, 64], pl.FP32], y__ssa_v0: pl.InOut[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        for aiv_id__ssa_v0 in pl.split_aiv(2, mode=pl.SplitMode.UP_DOWN):
            t__ssa_v0: pl.Tile[[128, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [128, 64], [128, 64], target_memory=pl.Mem.Vec)
            y__ssa_v1: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(t__ssa_v0, [0, 0], y__ssa_v0)
            y__store: pl.Tensor[[128, 64], pl.FP32] = y__ssa_v1
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[128, 64], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        y__ssa_v2: pl.Tensor[[128, 64], pl.FP32] = self.main_incore_0(x__ssa_v0, y__ssa_v0)
        return y__ssa_v2
)";
  EXPECT_EQ(text::PrintProgram(OutlineIncoreScopes(in)), want);
}

// Sibling regions with different modes: `split_aiv` without a kernel-level
// mode; a region beside `optimizations=[pl.split(...)]` is an error.
TEST(OutlineIncoreScopesBehaviour, SplitAivRegionsModesAndConflicts) {
  ir::ProgramPtr mixed = Parse(Prog(R"(
    @pl.function
    def main(self, x: pl.Tensor[[64, 64], pl.FP32], y: pl.Out[pl.Tensor[[64, 64], pl.FP32]], z: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            for a in pl.split_aiv(2, mode=pl.SplitMode.UP_DOWN):
                y = pl.store(pl.load(x, [0, 0], [64, 64]), [0, 0], y)
            for b in pl.split_aiv(2, mode=pl.SplitMode.LEFT_RIGHT):
                z = pl.store(pl.load(x, [0, 0], [64, 64]), [0, 0], z)
        return y
)"));
  ASSERT_TRUE(mixed);
  ir::ProgramPtr out = OutlineIncoreScopes(mixed);
  ir::FunctionPtr kernel = out->GetFunction("main_incore_0");
  ASSERT_TRUE(kernel);
  const ir::AttrValue* marker = kernel->attrs().Find("split_aiv");
  ASSERT_NE(marker, nullptr);
  EXPECT_TRUE(marker->AsBool());
  EXPECT_EQ(kernel->attrs().Find("split"), nullptr);

  ir::ProgramPtr conflict = Parse(Prog(R"(
    @pl.function
    def main(self, x: pl.Tensor[[64, 64], pl.FP32], y: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP, optimizations=[pl.split(pl.SplitMode.UP_DOWN)]):
            for a in pl.split_aiv(2, mode=pl.SplitMode.UP_DOWN):
                y = pl.store(pl.load(x, [0, 0], [64, 64]), [0, 0], y)
        return y
)"));
  ASSERT_TRUE(conflict);
  // A written pl.split(NONE) conflicts as well (the reference rejects any
  // written split), although its print drops it.
  ir::ProgramPtr none_conflict = Parse(Prog(R"(
    @pl.function
    def main(self, x: pl.Tensor[[64, 64], pl.FP32], y: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP, optimizations=[pl.split(pl.SplitMode.NONE)]):
            for a in pl.split_aiv(2, mode=pl.SplitMode.UP_DOWN):
                y = pl.store(pl.load(x, [0, 0], [64, 64]), [0, 0], y)
        return y
)"));
  ASSERT_TRUE(none_conflict);
  for (const ir::ProgramPtr& program : {conflict, none_conflict}) {
    try {
      OutlineIncoreScopes(program);
      ADD_FAILURE() << "expected an error";
    } catch (const CompileError& e) {
      EXPECT_EQ(e.status().code(), absl::StatusCode::kInvalidArgument) << e.status();
      EXPECT_NE(std::string(e.status().message()).find("mutually exclusive AIV-split mechanisms"),
                std::string::npos)
          << e.status();
    }
  }
}

// ---- OutlineHierarchyScopes / OutlineClusterScopes ---------------------------

TEST(OutlineHierarchyScopesBehaviour, NoHierarchyScopeUnchanged) {
  CheckUnchanged("OutlineHierarchyScopes", OutlineHierarchyScopes, Prog(R"(
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            y: pl.Tensor[[64], pl.FP32] = pl.tensor.add(x, x)
        return y
)"));
}

TEST(OutlineClusterScopesBehaviour, NoClusterScopePassThrough) {
  CheckUnchanged("OutlineClusterScopes", OutlineClusterScopes, Prog(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        y: pl.Tensor[[64], pl.FP32] = pl.tensor.add(x, x)
        return y

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        y: pl.Tensor[[64], pl.FP32] = self.main_incore_0(x)
        return y
)"));
}

// The cluster's body calls a kernel that writes `y` (an InOut parameter of the
// kernel): the Group function takes `y` as InOut too and returns the parameter
// the call result aliases (reference: InferParamDirections step 3, TraceToParam
// through calls).
TEST(OutlineClusterScopesBehaviour, CalleeWrittenArgumentBecomesInOutAndIsReturned) {
  Check("OutlineClusterScopes", OutlineClusterScopes, Prog(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, x: pl.Tensor[[32, 64], pl.FP32], y: pl.InOut[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        r: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.exp(x)
        y1: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.assemble(y, r, [0, 0])
        return y

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[32, 64], pl.FP32], y: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        with pl.cluster():
            y1: pl.Tensor[[32, 64], pl.FP32] = self.main_incore_0(x, y)
        return y1
)"),
        Prog(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, x: pl.Tensor[[32, 64], pl.FP32], y: pl.InOut[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        r: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.exp(x)
        y1: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.assemble(y, r, [0, 0])
        return y

    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def main_cluster_0(self, x: pl.Tensor[[32, 64], pl.FP32], y: pl.InOut[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        y1: pl.Tensor[[32, 64], pl.FP32] = self.main_incore_0(x, y)
        return y

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[32, 64], pl.FP32], y: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        y1: pl.Tensor[[32, 64], pl.FP32] = self.main_cluster_0(x, y)
        return y1
)"));
}

// ---- pl.spmd -------------------------------------------------------------------
// (reference: test_outline_cluster_scopes.py standalone / nested SPMD cases and
// test_outline_incore_scopes.py TestOutlineSpmdScope)

constexpr char kSpmdKernel[] = R"(
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[64], pl.FP32], out: pl.Out[pl.Tensor[[64], pl.FP32]]) -> pl.Tensor[[64], pl.FP32]:
        x_tile: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0], [64], [64], target_memory=pl.Mem.Vec)
        y_tile: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.tile.add(x_tile, x_tile)
        out_1: pl.Tensor[[64], pl.FP32] = pl.tile.store(y_tile, [0], out)
        return out_1
)";

// `for i in pl.spmd(n)` is an InCore scope inside the Spmd scope: the kernel
// is outlined (the block index bound first in it) and the Spmd scope stays
// around the call.
TEST(OutlineIncoreScopesBehaviour, SpmdLoopKernelOutlinedWrapperKept) {
  Check("OutlineIncoreScopes", OutlineIncoreScopes, Prog(R"(
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, a: pl.Tensor[[512, 128], pl.FP32], out: pl.Out[pl.Tensor[[512, 128], pl.FP32]]) -> pl.Tensor[[512, 128], pl.FP32]:
        for i in pl.spmd(4, name_hint="rows"):
            offset: pl.Scalar[pl.INDEX] = i * 128
            t: pl.Tile[[128, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [offset, 0], [128, 128], [128, 128], target_memory=pl.Mem.Vec)
            out_1: pl.Tensor[[512, 128], pl.FP32] = pl.tile.store(t, [offset, 0], out)
        return out_1
)"),
        Prog(R"(
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def rows(self, a: pl.Tensor[[512, 128], pl.FP32], out: pl.InOut[pl.Tensor[[512, 128], pl.FP32]]) -> pl.Tensor[[512, 128], pl.FP32]:
        i: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        offset: pl.Scalar[pl.INDEX] = i * 128
        t: pl.Tile[[128, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [offset, 0], [128, 128], [128, 128], target_memory=pl.Mem.Vec)
        out_1: pl.Tensor[[512, 128], pl.FP32] = pl.tile.store(t, [offset, 0], out)
        out_store: pl.Tensor[[512, 128], pl.FP32] = out_1
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, a: pl.Tensor[[512, 128], pl.FP32], out: pl.Out[pl.Tensor[[512, 128], pl.FP32]]) -> pl.Tensor[[512, 128], pl.FP32]:
        with pl.spmd(4, name_hint="rows_spmd"):
            out_2: pl.Tensor[[512, 128], pl.FP32] = self.rows(a, out)
        return out_2
)"));
}

// A function whose `return` sits inside its InCore scope leaves nothing after
// the scope, so every definition of the scope would become an output, a loop's
// iter_arg among them: rejected as a user error at the loop naming the value
// (the reference fails on the rebuilt loop with an internal error of this
// wording).
TEST(OutlineIncoreScopesBehaviour, ReturnInsideScopeWithLoopCarriedValueRejected) {
  ir::ProgramPtr in = Parse(Prog(R"(
    @pl.function
    def main(self, a: pl.Tensor[[32, 64], pl.FP32], y: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            acc__ssa_v0: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.muls(a, 0.0)
            for i__idx_v0, (acc__iter_v1,) in pl.range(3, init_values=(acc__ssa_v0,)):
                acc__ssa_v2: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.add(acc__iter_v1, a)
                acc__rv_v3: pl.Tensor[[32, 64], pl.FP32] = pl.yield_(acc__ssa_v2)
            y__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.assemble(y, acc__rv_v3, [0, 0])
            return y__ssa_v1
)"));
  ASSERT_NE(in, nullptr);
  absl::StatusOr<ir::ProgramPtr> out = RunRegisteredPass("OutlineIncoreScopes", in);
  ASSERT_FALSE(out.ok());
  EXPECT_EQ(out.status().code(), absl::StatusCode::kInvalidArgument) << out.status();
  // At the loop, in the words of the reference's internal error.
  EXPECT_NE(out.status().message().find(
                ":10:13: ForStmt iter_args at index 0 is not an IterArg after mutation: the "
                "loop-carried value 'acc' would have to leave the outlined scope"),
            std::string::npos)
      << out.status();
}

// A scope storing into `out`, then a loop carrying `out` with another storing
// scope inside: the launch of the first renames `out`, so the loop gets a fresh
// iter_arg. The reference substitutes the fresh iter_arg into the second
// scope's body, but its parameter replaces the old one, and the launch passes
// the old one: both are left unbound (printed `__FREE_VAR`), and the kernel
// returns the store's result. ptoc reproduces this (the reference's dumps
// around the pass for this input).
TEST(OutlineIncoreScopesBehaviour, LoopAfterAStoringScopeLeavesItsIterArgUnbound) {
  const std::string before = Prog(
      R"(    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[32, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            t__tmp_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
            out__ssa_v1: pl.Tensor[[32, 128], pl.FP32] = pl.tile.store(t__tmp_v0, [0, 0], out__ssa_v0)
        for i__idx_v0, (out__iter_v2,) in pl.range(2, init_values=(out__ssa_v1,)):
            with pl.at(level=pl.Level.CORE_GROUP):
                t__tmp_v1: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
                out__ssa_v4: pl.Tensor[[32, 128], pl.FP32] = pl.tile.store(t__tmp_v1, [0, 0], out__iter_v2)
            out__rv_v3: pl.Tensor[[32, 128], pl.FP32] = pl.yield_(out__ssa_v4)
        return out__rv_v3
)");
  const std::string expected =
      "# pypto.program: P\n" +
      Prog(
          R"(    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def run_incore_0(x__ssa_v0: pl.Tensor[[32, 128], pl.FP32], out__ssa_v0: pl.InOut[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        t__tmp_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
        out__ssa_v1: pl.Tensor[[32, 128], pl.FP32] = pl.tile.store(t__tmp_v0, [0, 0], out__ssa_v0)
        out__store: pl.Tensor[[32, 128], pl.FP32] = out__ssa_v1
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def run_incore_1(x__ssa_v0: pl.Tensor[[32, 128], pl.FP32], out__iter_v2: pl.Tensor[[32, 128], pl.FP32]) -> pl.Tensor[[32, 128], pl.FP32]:
        t__tmp_v1: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
        out__ssa_v4: pl.Tensor[[32, 128], pl.FP32] = pl.tile.store(t__tmp_v1, [0, 0], out__iter_v2_1__FREE_VAR)
        return out__ssa_v4
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[32, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        out__ssa_v2: pl.Tensor[[32, 128], pl.FP32] = self.run_incore_0(x__ssa_v0, out__ssa_v0)
        for i__idx_v0, (out__iter_v2,) in pl.range(2, init_values=(out__ssa_v2,)):
            out__ssa_v4: pl.Tensor[[32, 128], pl.FP32] = self.run_incore_1(x__ssa_v0, out__iter_v2_1__FREE_VAR)
            out__rv_v3: pl.Tensor[[32, 128], pl.FP32] = pl.yield_(out__ssa_v4)
        return out__rv_v3
)");
  // Not in SSA form and not readable back (free variables): compared as text,
  // without the after-pass checks.
  ::ptoc::testing::ScopedTestChecks unverified(pass::VerificationMode::kBefore,
                                               /*roundtrip=*/false,
                                               "the reference leaves free variables");
  absl::StatusOr<ir::ProgramPtr> after = RunRegisteredPass("OutlineIncoreScopes", Parse(before));
  ASSERT_TRUE(after.ok()) << after.status();
  EXPECT_EQ(text::PrintProgram(*after), expected);
}

// A standalone Spmd scope becomes a Spmd function carrying the launch size;
// it returns the parameter the kernel writes through.
TEST(OutlineClusterScopesBehaviour, StandaloneSpmdBecomesSpmdFunction) {
  Check("OutlineClusterScopes", OutlineClusterScopes, Prog(std::string(kSpmdKernel) + R"(
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[64], pl.FP32], out: pl.Out[pl.Tensor[[64], pl.FP32]]) -> pl.Tensor[[64], pl.FP32]:
        with pl.spmd(4, sync_start=True):
            out_1: pl.Tensor[[64], pl.FP32] = self.kernel(x, out)
        return out_1
)"),
        Prog(std::string(kSpmdKernel) + R"(
    @pl.function(type=pl.FunctionType.Spmd, attrs={"core_num": 4, "sync_start": True})
    def main_spmd_0(self, x: pl.Tensor[[64], pl.FP32], out: pl.Out[pl.Tensor[[64], pl.FP32]]) -> pl.Tensor[[64], pl.FP32]:
        out_1: pl.Tensor[[64], pl.FP32] = self.kernel(x, out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[64], pl.FP32], out: pl.Out[pl.Tensor[[64], pl.FP32]]) -> pl.Tensor[[64], pl.FP32]:
        out_1: pl.Tensor[[64], pl.FP32] = self.main_spmd_0(x, out)
        return out_1
)"));
}

// A Spmd scope directly inside a cluster gets no function of its own: the
// Group takes its body, and its core count (sync_start only when set).
TEST(OutlineClusterScopesBehaviour, SpmdInClusterUnwrappedIntoGroup) {
  Check("OutlineClusterScopes", OutlineClusterScopes, Prog(std::string(kSpmdKernel) + R"(
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[64], pl.FP32], out: pl.Out[pl.Tensor[[64], pl.FP32]]) -> pl.Tensor[[64], pl.FP32]:
        with pl.cluster():
            with pl.spmd(8):
                out_1: pl.Tensor[[64], pl.FP32] = self.kernel(x, out)
        return out_1
)"),
        Prog(std::string(kSpmdKernel) + R"(
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker, attrs={"core_num": 8})
    def main_cluster_0(self, x: pl.Tensor[[64], pl.FP32], out: pl.Out[pl.Tensor[[64], pl.FP32]]) -> pl.Tensor[[64], pl.FP32]:
        out_1: pl.Tensor[[64], pl.FP32] = self.kernel(x, out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[64], pl.FP32], out: pl.Out[pl.Tensor[[64], pl.FP32]]) -> pl.Tensor[[64], pl.FP32]:
        out_1: pl.Tensor[[64], pl.FP32] = self.main_cluster_0(x, out)
        return out_1
)"));
}

// Two Spmd scopes in one cluster cannot both give the Group its launch size.
TEST(OutlineClusterScopesBehaviour, TwoSpmdScopesInOneClusterRejected) {
  ir::ProgramPtr in = Parse(Prog(std::string(kSpmdKernel) + R"(
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[64], pl.FP32], out: pl.Out[pl.Tensor[[64], pl.FP32]]) -> pl.Tensor[[64], pl.FP32]:
        with pl.cluster():
            with pl.spmd(8):
                out_1: pl.Tensor[[64], pl.FP32] = self.kernel(x, out)
            with pl.spmd(4):
                out_2: pl.Tensor[[64], pl.FP32] = self.kernel(x, out_1)
        return out_2
)"));
  ASSERT_NE(in, nullptr);
  absl::StatusOr<ir::ProgramPtr> out = RunRegisteredPass("OutlineClusterScopes", in);
  ASSERT_FALSE(out.ok());
  EXPECT_NE(out.status().message().find("Only one pl.spmd() block is allowed per cluster scope"),
            std::string::npos)
      << out.status();
}

}  // namespace
}  // namespace ptoc::transforms
