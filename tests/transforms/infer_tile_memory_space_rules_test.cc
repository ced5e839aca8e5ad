// InferTileMemorySpace inference and move-placement rules, mirrored from the
// reference's tests/ut/ir/transforms/test_infer_tile_memory_space.py (each
// case names its reference test). Expected programs are the reference test's
// expected IR written in the DSL; the comparison is structural (the reference
// does not compare names either).
#include <string>

#include "absl/strings/str_split.h"
#include "compiler/ir/mutator.h"
#include "compiler/ir/type.h"
#include "compiler/text/printer.h"
#include "compiler/transforms/passes.h"
#include "gtest/gtest.h"
#include "tests/testing/dsl_pass_check.h"
#include "tests/testing/pass_test_env.h"

PTOC_PASS_TEST_REQUIRES_PASS_RUNS();

namespace ptoc::transforms {
namespace {

using ::ptoc::testing::ExpectPassOn;
using ::ptoc::testing::ExpectPassResult;
using ::ptoc::testing::ParseBody;
using ::ptoc::testing::RunPassesOrFail;

constexpr char kInfer[] = "InferTileMemorySpace";

// TestAutoMoveInsertion::test_matmul_moves_are_inserted_at_first_consumer:
// the shared lhs move is inserted once, before the first matmul; each rhs
// move right before its own matmul.
TEST(InferTileMemorySpaceRules, MovesInsertedAtFirstConsumer) {
  ExpectPassResult(kInfer, R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, lhs: pl.Tensor[[4, 128], pl.BF16], rhs0: pl.Tensor[[128, 64], pl.BF16], rhs1: pl.Tensor[[128, 64], pl.BF16], out_0: pl.Out[pl.Tensor[[4, 64], pl.FP32]]) -> pl.Tensor[[4, 64], pl.FP32]:
        lhs_tile: pl.Tile[[4, 128], pl.BF16] = pl.tile.load(lhs, [0, 0], [4, 128], target_memory=pl.Mem.Mat)
        rhs0_tile: pl.Tile[[128, 64], pl.BF16] = pl.tile.load(rhs0, [0, 0], [128, 64], target_memory=pl.Mem.Mat)
        rhs1_tile: pl.Tile[[128, 64], pl.BF16] = pl.tile.load(rhs1, [0, 0], [128, 64], target_memory=pl.Mem.Mat)
        _acc0: pl.Tile[[4, 64], pl.FP32] = pl.tile.matmul(lhs_tile, rhs0_tile)
        acc1: pl.Tile[[4, 64], pl.FP32] = pl.tile.matmul(lhs_tile, rhs1_tile)
        out_0_store: pl.Tensor[[4, 64], pl.FP32] = pl.tile.store(acc1, [0, 0], out_0)
        return out_0_store
)",
                   R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, lhs: pl.Tensor[[4, 128], pl.BF16], rhs0: pl.Tensor[[128, 64], pl.BF16], rhs1: pl.Tensor[[128, 64], pl.BF16], out_0: pl.Out[pl.Tensor[[4, 64], pl.FP32]]) -> pl.Tensor[[4, 64], pl.FP32]:
        lhs_tile: pl.Tile[[4, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(lhs, [0, 0], [4, 128], target_memory=pl.Mem.Mat)
        rhs0_tile: pl.Tile[[128, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(rhs0, [0, 0], [128, 64], target_memory=pl.Mem.Mat)
        rhs1_tile: pl.Tile[[128, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(rhs1, [0, 0], [128, 64], target_memory=pl.Mem.Mat)
        lhs_tile_L: pl.Tile[[4, 128], pl.BF16, pl.Mem.Left] = pl.tile.move(lhs_tile, target_memory=pl.Mem.Left)
        rhs0_tile_R: pl.Tile[[128, 64], pl.BF16, pl.Mem.Right] = pl.tile.move(rhs0_tile, target_memory=pl.Mem.Right)
        _acc0: pl.Tile[[4, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(lhs_tile_L, rhs0_tile_R)
        rhs1_tile_R: pl.Tile[[128, 64], pl.BF16, pl.Mem.Right] = pl.tile.move(rhs1_tile, target_memory=pl.Mem.Right)
        acc1: pl.Tile[[4, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(lhs_tile_L, rhs1_tile_R)
        out_0_store: pl.Tensor[[4, 64], pl.FP32] = pl.tile.store(acc1, [0, 0], out_0)
        return out_0_store
)");
}

// The reference's forward rules give spaces to assignments and `for` loops
// only, so an Acc tile coming out of an `if` or a `pl.while_` is read by a
// vector op as it is, without the Acc -> Vec move a plain Acc variable gets
// (the reference's dumps of these two kernels are unchanged by the pass). Its
// own TileMemoryInferred property flags the result; its pipeline does not
// check that property at the default (basic) level, so the pass is run
// directly here, unverified.
TEST(InferTileMemorySpaceRules, IfAndWhileResultsAreNotMoved) {
  auto unchanged = [](const char* kernel) {
    ir::ProgramPtr program = ParseBody(kernel);
    ASSERT_NE(program, nullptr);
    ::ptoc::testing::ExpectSameProgram(InferTileMemorySpace(program), ParseBody(kernel),
                                       ::ptoc::testing::kCompareWithText);
  };
  const char* if_kernel = R"(
    @pl.function(type=pl.FunctionType.InCore)
    def kern(a: pl.Tensor[[16, 16], pl.FP16], f: pl.Scalar[pl.INDEX], c: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        am: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        al: pl.Tile[[16, 16], pl.FP16, pl.Mem.Left] = pl.tile.move(am, target_memory=pl.Mem.Left)
        br: pl.Tile[[16, 16], pl.FP16, pl.Mem.Right] = pl.tile.move(am, target_memory=pl.Mem.Right)
        acc0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(al, br)
        if 0 < f:
            acc1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc0, al, br)
            acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.yield_(acc1)
        else:
            acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.yield_(acc0)
        e: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.exp(acc)
        c1: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(e, [0, 0], c)
        return c1
)";
  unchanged(if_kernel);
  const char* while_kernel = R"(
    @pl.function(type=pl.FunctionType.InCore)
    def kern(a: pl.Tensor[[16, 16], pl.FP16], f: pl.Scalar[pl.INDEX], c: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        am: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        al: pl.Tile[[16, 16], pl.FP16, pl.Mem.Left] = pl.tile.move(am, target_memory=pl.Mem.Left)
        br: pl.Tile[[16, 16], pl.FP16, pl.Mem.Right] = pl.tile.move(am, target_memory=pl.Mem.Right)
        acc0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(al, br)
        for (i, acc) in pl.while_(init_values=(0, acc0)):
            pl.cond(i < f)
            n: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc, al, br)
            i2: pl.Scalar[pl.INDEX] = i + 1
            io, ao = pl.yield_(i2, n)
        e: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.exp(ao)
        c1: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(e, [0, 0], c)
        return c1
)";
  unchanged(while_kernel);
  // A plain Acc variable read by the same vector op is moved (the reference's
  // TestAutoMoveInsertion cases).
  const std::string plain = R"(
    @pl.function(type=pl.FunctionType.InCore)
    def kern(a: pl.Tensor[[16, 16], pl.FP16], c: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        am: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        al: pl.Tile[[16, 16], pl.FP16, pl.Mem.Left] = pl.tile.move(am, target_memory=pl.Mem.Left)
        br: pl.Tile[[16, 16], pl.FP16, pl.Mem.Right] = pl.tile.move(am, target_memory=pl.Mem.Right)
        acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(al, br)
        e: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.exp(acc)
        c1: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(e, [0, 0], c)
        return c1
)";
  const std::string printed =
      ::ptoc::text::PrintProgram(RunPassesOrFail({kInfer}, ParseBody(plain)));
  EXPECT_NE(printed.find("pl.tile.move(acc, target_memory=pl.Mem.Vec"), std::string::npos)
      << printed;
}

// TestInferTileMemorySpaceSSAAlias::test_ssa_alias_chain_feeds_matmul: both
// aliases take the source's Mat; the Left move is of the last alias.
TEST(InferTileMemorySpaceRules, SsaAliasChainFeedsMatmul) {
  ExpectPassResult(kInfer, R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, x: pl.Tensor[[16, 128], pl.BF16], y: pl.Tensor[[128, 128], pl.BF16], out_0: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        x_tile: pl.Tile[[16, 128], pl.BF16] = pl.tile.load(x, [0, 0], [16, 128], target_memory=pl.Mem.Mat)
        alias_1: pl.Tile[[16, 128], pl.BF16] = x_tile
        alias_2: pl.Tile[[16, 128], pl.BF16] = alias_1
        y_tile: pl.Tile[[128, 128], pl.BF16] = pl.tile.load(y, [0, 0], [128, 128], target_memory=pl.Mem.Mat)
        z_tile: pl.Tile[[16, 128], pl.FP32] = pl.tile.matmul(alias_2, y_tile)
        out_1: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(z_tile, [0, 0], out_0)
        return out_1
)",
                   R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, x: pl.Tensor[[16, 128], pl.BF16], y: pl.Tensor[[128, 128], pl.BF16], out_0: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        x_tile: pl.Tile[[16, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(x, [0, 0], [16, 128], target_memory=pl.Mem.Mat)
        alias_1: pl.Tile[[16, 128], pl.BF16, pl.Mem.Mat] = x_tile
        alias_2: pl.Tile[[16, 128], pl.BF16, pl.Mem.Mat] = alias_1
        y_tile: pl.Tile[[128, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(y, [0, 0], [128, 128], target_memory=pl.Mem.Mat)
        alias_2_L: pl.Tile[[16, 128], pl.BF16, pl.Mem.Left] = pl.tile.move(alias_2, target_memory=pl.Mem.Left)
        y_tile_R: pl.Tile[[128, 128], pl.BF16, pl.Mem.Right] = pl.tile.move(y_tile, target_memory=pl.Mem.Right)
        z_tile: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(alias_2_L, y_tile_R)
        out_1: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(z_tile, [0, 0], out_0)
        return out_1
)");
}

// TestInferTileMemorySpaceIterArgInherit::
// test_assemble_into_mat_iter_arg_keeps_scratch_mat: the assemble into a Mat
// scratch carried by the loop inherits the carried Mat, not the Acc source.
TEST(InferTileMemorySpaceRules, AssembleIntoMatIterArgKeepsScratchMat) {
  ir::ProgramPtr out = RunPassesOrFail({kInfer}, ParseBody(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[64, 64], pl.FP32], b: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        tile_x: pl.Tile[[64, 64], pl.FP32] = pl.tile.create([64, 64], dtype=pl.FP32, target_memory=pl.Mem.Mat)
        a_mat: pl.Tile[[64, 64], pl.FP32] = pl.tile.load(a, [0, 0], [64, 64], target_memory=pl.Mem.Mat)
        b_mat: pl.Tile[[64, 64], pl.FP32] = pl.tile.load(b, [0, 0], [64, 64], target_memory=pl.Mem.Mat)
        for i, (x_iter,) in pl.range(0, 2, 1, init_values=(tile_x,)):
            a_l: pl.Tile[[64, 64], pl.FP32] = pl.tile.move(a_mat, target_memory=pl.Mem.Left)
            b_r: pl.Tile[[64, 64], pl.FP32] = pl.tile.move(b_mat, target_memory=pl.Mem.Right)
            c: pl.Tile[[64, 64], pl.FP32] = pl.tile.matmul(a_l, b_r)
            x_next: pl.Tile[[64, 64], pl.FP32] = pl.tile.assemble(x_iter, c, [0, 0])
            x_rv = pl.yield_(x_next)
        x_vec: pl.Tile[[64, 64], pl.FP32] = pl.tile.move(x_rv, target_memory=pl.Mem.Vec)
        out_1: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(x_vec, [0, 0], out)
        return out_1
)"));
  ASSERT_NE(out, nullptr);
  const std::string printed = text::PrintProgram(out);
  int assembles = 0;
  for (absl::string_view line : absl::StrSplit(printed, '\n')) {
    if (line.find("pl.tile.create(") != absl::string_view::npos) {
      EXPECT_NE(line.find("Mem.Mat"), absl::string_view::npos) << line;
    }
    if (line.find("pl.tile.assemble(") != absl::string_view::npos) {
      ++assembles;
      EXPECT_NE(line.find("Mem.Mat"), absl::string_view::npos) << line;
      EXPECT_EQ(line.find("Mem.Acc"), absl::string_view::npos) << line;
    }
  }
  EXPECT_EQ(assembles, 1) << printed;
}

// TestInferTileMemorySpaceLoopCarried::test_ifstmt_return_var_init_backprops_acc:
// the branch result initialising the matmul_acc loop is retyped to Acc (the
// Mat loads in the branches stay Mat), the iter-arg is Acc and no move is
// inserted.
TEST(InferTileMemorySpaceRules, IfReturnVarInitBackpropagatesAcc) {
  ExpectPassResult(kInfer, R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, x: pl.Tensor[[16, 16], pl.FP32], lhs: pl.Tensor[[16, 32], pl.BF16], rhs: pl.Tensor[[32, 16], pl.BF16], flag: pl.Scalar[pl.INT32], out_0: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        lhs_m: pl.Tile[[16, 32], pl.BF16] = pl.tile.load(lhs, [0, 0], [16, 32], target_memory=pl.Mem.Mat)
        rhs_m: pl.Tile[[32, 16], pl.BF16] = pl.tile.load(rhs, [0, 0], [32, 16], target_memory=pl.Mem.Mat)
        lhs_l: pl.Tile[[16, 32], pl.BF16] = pl.tile.move(lhs_m, target_memory=pl.Mem.Left)
        rhs_r: pl.Tile[[32, 16], pl.BF16] = pl.tile.move(rhs_m, target_memory=pl.Mem.Right)
        if flag > 0:
            a: pl.Tile[[16, 16], pl.FP32] = pl.tile.load(x, [0, 0], [16, 16], target_memory=pl.Mem.Mat)
            sel = pl.yield_(a)
        else:
            b: pl.Tile[[16, 16], pl.FP32] = pl.tile.load(x, [0, 0], [16, 16], target_memory=pl.Mem.Mat)
            sel = pl.yield_(b)
        for i, (acc,) in pl.range(0, 4, 1, init_values=(sel,)):
            acc_next: pl.Tile[[16, 16], pl.FP32] = pl.tile.matmul_acc(acc, lhs_l, rhs_r)
            r = pl.yield_(acc_next)
        out_1: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(r, [0, 0], out_0)
        return out_1
)",
                   R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, x: pl.Tensor[[16, 16], pl.FP32], lhs: pl.Tensor[[16, 32], pl.BF16], rhs: pl.Tensor[[32, 16], pl.BF16], flag: pl.Scalar[pl.INT32], out_0: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        lhs_m: pl.Tile[[16, 32], pl.BF16, pl.Mem.Mat] = pl.tile.load(lhs, [0, 0], [16, 32], target_memory=pl.Mem.Mat)
        rhs_m: pl.Tile[[32, 16], pl.BF16, pl.Mem.Mat] = pl.tile.load(rhs, [0, 0], [32, 16], target_memory=pl.Mem.Mat)
        lhs_l: pl.Tile[[16, 32], pl.BF16, pl.Mem.Left] = pl.tile.move(lhs_m, target_memory=pl.Mem.Left)
        rhs_r: pl.Tile[[32, 16], pl.BF16, pl.Mem.Right] = pl.tile.move(rhs_m, target_memory=pl.Mem.Right)
        if flag > 0:
            a: pl.Tile[[16, 16], pl.FP32, pl.Mem.Mat] = pl.tile.load(x, [0, 0], [16, 16], target_memory=pl.Mem.Mat)
            sel: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.yield_(a)
        else:
            b: pl.Tile[[16, 16], pl.FP32, pl.Mem.Mat] = pl.tile.load(x, [0, 0], [16, 16], target_memory=pl.Mem.Mat)
            sel: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.yield_(b)
        for i, (acc,) in pl.range(0, 4, 1, init_values=(sel,)):
            acc_next: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc, lhs_l, rhs_r)
            r: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.yield_(acc_next)
        out_1: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(r, [0, 0], out_0)
        return out_1
)");
}

// Drops target_memory from every tile.load, as a converter that leaves the
// space to InferTileMemorySpace would build it (the DSL always writes it).
class DropLoadTarget : public ir::IRMutator {
 public:
  ir::ExprPtr MutateCall(const ir::CallPtr& call) override {
    ir::ExprPtr m = ir::IRMutator::MutateCall(call);
    auto c = ir::As<ir::Call>(m);
    if (!c || c->callee_name() != "tile.load" || !c->kwargs().Has("target_memory")) return m;
    auto tile = ir::As<ir::TileType>(c->type());
    return std::make_shared<ir::Call>(c->op(), c->args(), c->kwargs().Without("target_memory"),
                                      c->attrs(), ir::WithMemorySpace(tile, std::nullopt),
                                      c->span());
  }
};

// TestInferTileMemorySpaceDemandBackprop::
// test_load_slice_matmul_demand_clamps_to_vec_then_moves: the matmul's Left
// demand reaches the load through the slice but a GM load cannot produce
// Left, so both loads resolve to Vec (the kwarg is written) and the operands
// are moved at the matmul.
TEST(InferTileMemorySpaceRules, LoadSliceMatmulDemandClampsToVec) {
  ir::ProgramPtr before = ParseBody(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, x: pl.Tensor[[16, 256], pl.BF16], y: pl.Tensor[[128, 128], pl.BF16], out_0: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        x_tile: pl.Tile[[16, 256], pl.BF16] = pl.tile.load(x, [0, 0], [16, 256])
        x_sl: pl.Tile[[16, 128], pl.BF16] = pl.tile.slice(x_tile, [16, 128], [0, 0])
        y_tile: pl.Tile[[128, 128], pl.BF16] = pl.tile.load(y, [0, 0], [128, 128])
        z_tile: pl.Tile[[16, 128], pl.FP32] = pl.tile.matmul(x_sl, y_tile)
        out_1: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(z_tile, [0, 0], out_0)
        return out_1
)");
  ASSERT_NE(before, nullptr);
  before = DropLoadTarget().MutateProgram(before);
  ASSERT_EQ(text::PrintProgram(before).find("target_memory"), std::string::npos);
  ExpectPassOn(kInfer, before, ParseBody(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, x: pl.Tensor[[16, 256], pl.BF16], y: pl.Tensor[[128, 128], pl.BF16], out_0: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        x_tile: pl.Tile[[16, 256], pl.BF16, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 256], target_memory=pl.Mem.Vec)
        x_sl: pl.Tile[[16, 128], pl.BF16, pl.Mem.Vec] = pl.tile.slice(x_tile, [16, 128], [0, 0])
        y_tile: pl.Tile[[128, 128], pl.BF16, pl.Mem.Vec] = pl.tile.load(y, [0, 0], [128, 128], target_memory=pl.Mem.Vec)
        x_sl_L: pl.Tile[[16, 128], pl.BF16, pl.Mem.Left] = pl.tile.move(x_sl, target_memory=pl.Mem.Left)
        y_tile_R: pl.Tile[[128, 128], pl.BF16, pl.Mem.Right] = pl.tile.move(y_tile, target_memory=pl.Mem.Right)
        z_tile: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(x_sl_L, y_tile_R)
        out_1: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(z_tile, [0, 0], out_0)
        return out_1
)"));
}

// TestInferTileMemorySpaceInheritOps::test_slice_inherits_mat: the slice of a
// Mat tile stays Mat; the store (no backend layout requirement) gets a Mat ->
// Vec move that keeps the Mat layout.
TEST(InferTileMemorySpaceRules, SliceInheritsMat) {
  ExpectPassResult(kInfer, R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, x: pl.Tensor[[16, 128], pl.BF16], out_0: pl.Out[pl.Tensor[[16, 64], pl.BF16]]) -> pl.Tensor[[16, 64], pl.BF16]:
        x_tile: pl.Tile[[16, 128], pl.BF16] = pl.tile.load(x, [0, 0], [16, 128], target_memory=pl.Mem.Mat)
        sliced: pl.Tile[[16, 64], pl.BF16] = pl.tile.slice(x_tile, [16, 64], [0, 0])
        out_1: pl.Tensor[[16, 64], pl.BF16] = pl.tile.store(sliced, [0, 0], out_0)
        return out_1
)",
                   R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, x: pl.Tensor[[16, 128], pl.BF16], out_0: pl.Out[pl.Tensor[[16, 64], pl.BF16]]) -> pl.Tensor[[16, 64], pl.BF16]:
        x_tile: pl.Tile[[16, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(x, [0, 0], [16, 128], target_memory=pl.Mem.Mat)
        sliced: pl.Tile[[16, 64], pl.BF16, pl.Mem.Mat] = pl.tile.slice(x_tile, [16, 64], [0, 0])
        sliced_V: pl.Tile[[16, 64], pl.BF16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.move(sliced, target_memory=pl.Mem.Vec)
        out_1: pl.Tensor[[16, 64], pl.BF16] = pl.tile.store(sliced_V, [0, 0], out_0)
        return out_1
)");
}

// No reference test; derived from the reference's move insertion
// (InsertMovesForConsumer): the backend registers tile.exp as reading a
// row-major operand, so the Mat -> Vec move in front of it is written
// blayout=row_major and (landing in Vec) slayout=none_box, and the exp's
// operand has the plain Vec view.
TEST(InferTileMemorySpaceRules, MoveIntoRowMajorConsumerWritesLayout) {
  ExpectPassResult(kInfer, R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, x: pl.Tensor[[16, 128], pl.FP32], out_0: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        x_tile: pl.Tile[[16, 128], pl.FP32] = pl.tile.load(x, [0, 0], [16, 128], target_memory=pl.Mem.Mat)
        y_tile: pl.Tile[[16, 128], pl.FP32] = pl.tile.exp(x_tile)
        out_1: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(y_tile, [0, 0], out_0)
        return out_1
)",
                   R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, x: pl.Tensor[[16, 128], pl.FP32], out_0: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        x_tile: pl.Tile[[16, 128], pl.FP32, pl.Mem.Mat] = pl.tile.load(x, [0, 0], [16, 128], target_memory=pl.Mem.Mat)
        x_tile_V: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.move(x_tile, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
        y_tile: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(x_tile_V)
        out_1: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(y_tile, [0, 0], out_0)
        return out_1
)");
}

// Corpus 387 (the reference's dumps 17 -> 18): a matmul result initialising a
// loop-carried value that vector ops update takes the carried Vec; its call
// is retyped with it (keeping the call's own view), so the printed call
// re-deduces to what its variable says.
TEST(InferTileMemorySpaceRules, MatmulInitCarriedThroughVectorUpdatesTakesVec) {
  ExpectPassResult(kInfer, R"(
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(self, a__ssa_v0: pl.Tensor[[64, 64], pl.FP16], b__ssa_v0: pl.Tensor[[64, 64], pl.FP16], n__ssa_v0: pl.Scalar[pl.INDEX], bias__ssa_v0: pl.Tensor[[64, 64], pl.FP32], c__ssa_v0: pl.InOut[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        bias__tile: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(bias__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        a__ssa_v0_mat: pl.Tile[[64, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat, attrs={"__compiler_tensor_to_tile_mat_bridge": True})
        b__ssa_v0_mat: pl.Tile[[64, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat, attrs={"__compiler_tensor_to_tile_mat_bridge": True})
        acc__tile: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a__ssa_v0_mat, b__ssa_v0_mat)
        for i__idx_v0, (acc__iter_v1,) in pl.range(4, init_values=(acc__tile,)):
            if i__idx_v0 < n__ssa_v0:
                acc__tile_1: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.add(acc__iter_v1, bias__tile)
                acc__phi_v5: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.yield_(acc__tile_1)
            else:
                acc__tile_2: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.mul(acc__iter_v1, bias__tile)
                acc__phi_v5: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.yield_(acc__tile_2)
            acc__rv_v2: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc] = pl.yield_(acc__phi_v5)
        c__tile: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(acc__rv_v2, [0, 0], c__ssa_v0)
        return c__ssa_v0
)",
                   R"(
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(self, a__ssa_v0: pl.Tensor[[64, 64], pl.FP16], b__ssa_v0: pl.Tensor[[64, 64], pl.FP16], n__ssa_v0: pl.Scalar[pl.INDEX], bias__ssa_v0: pl.Tensor[[64, 64], pl.FP32], c__ssa_v0: pl.InOut[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        bias__tile: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(bias__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        a__ssa_v0_mat: pl.Tile[[64, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        b__ssa_v0_mat: pl.Tile[[64, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        a__ssa_v0_mat_Left: pl.Tile[[64, 64], pl.FP16, pl.Mem.Left] = pl.tile.move(a__ssa_v0_mat, target_memory=pl.Mem.Left)
        b__ssa_v0_mat_Right: pl.Tile[[64, 64], pl.FP16, pl.Mem.Right] = pl.tile.move(b__ssa_v0_mat, target_memory=pl.Mem.Right)
        acc__tile: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.matmul(a__ssa_v0_mat_Left, b__ssa_v0_mat_Right)
        for i__idx_v0, (acc__iter_v1,) in pl.range(4, init_values=(acc__tile,)):
            if i__idx_v0 < n__ssa_v0:
                acc__tile_1: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(acc__iter_v1, bias__tile)
                acc__phi_v5: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.yield_(acc__tile_1)
            else:
                acc__tile_2: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(acc__iter_v1, bias__tile)
                acc__phi_v5: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.yield_(acc__tile_2)
            acc__rv_v2: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(acc__phi_v5)
        c__tile: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(acc__rv_v2, [0, 0], c__ssa_v0)
        return c__ssa_v0
)");
}

// Every call reading a tile is rebuilt by the reference's pass, and its variable takes the
// type deduced now: a valid_shape annotation that differs from the op's is replaced (expected
// output taken from the reference run on this input).
TEST(InferTileMemorySpaceRules, CallReadingATileTakesItsDeducedType) {
  ExpectPassResult(kInfer, R"(
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[16, 128], pl.FP32], r: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        t: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        n: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.max(pl.const(5, pl.INDEX) - r * pl.const(8, pl.INDEX), pl.const(0, pl.INDEX)), 64])] = pl.tile.set_validshape(t, 5, 64)
        out_1: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(n, [0, 0], out)
        return out_1
)",
                   R"(
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[16, 128], pl.FP32], r: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        t: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        n: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[5, 64])] = pl.tile.set_validshape(t, 5, 64)
        out_1: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(n, [0, 0], out)
        return out_1
)");
}

}  // namespace
}  // namespace ptoc::transforms
