// Before/Expected checks of the L0 tiling and pipeline lowering passes
// (AutoTileMatmulL0, LowerPipelineLoops, CanonicalizeIOOrder). The Dump cases
// are the reference's dumps around each pass (default pipeline, the reference
// at 00cacc259); the others are Before/Expected programs of the reference's
// unit tests (test_lower_pipeline_loops.py, test_canonicalize_io_order.py),
// which run LowerPipelineLoops and then CanonicalizeIOOrder.
#include <string>
#include <vector>

#include "compiler/transforms/passes.h"
#include "gtest/gtest.h"
#include "tests/testing/dsl_pass_check.h"
#include "tests/testing/pass_test_env.h"

PTOC_PASS_TEST_REQUIRES_PASS_RUNS();

namespace ptoc::transforms {
namespace {

using ::ptoc::testing::ExpectSameProgram;
using ::ptoc::testing::ParseOrFail;
using ::ptoc::testing::RunPassesOrFail;

void Check(const std::vector<std::string>& passes, const char* before, const char* expected) {
  auto program = ParseOrFail(before);
  ASSERT_NE(program, nullptr);
  ExpectSameProgram(RunPassesOrFail(passes, program), ParseOrFail(expected));
}
// [16, 2048] x [2048, 64] bf16: a pipelined K loop (first block tile.matmul, then tile.matmul_acc).
TEST(AutoTileMatmulL0Rewrite, KOnlyMatmul) {
  Check({"AutoTileMatmulL0"},
        R"PY(import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(lhs__ssa_v0: pl.Tensor[[16, 2048], pl.BF16], rhs__ssa_v0: pl.Tensor[[2048, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        lhs_mat__ssa_v0: pl.Tile[[16, 2048], pl.BF16, pl.Mem.Mat] = pl.tile.load(lhs__ssa_v0, [0, 0], [16, 2048], [16, 2048], target_memory=pl.Mem.Mat)
        rhs_mat__ssa_v0: pl.Tile[[2048, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(rhs__ssa_v0, [0, 0], [2048, 64], [2048, 64], target_memory=pl.Mem.Mat)
        c__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(lhs_mat__ssa_v0, rhs_mat__ssa_v0)
        out__ssa_v1: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(c__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v1
)PY",
        R"PY(import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(lhs__ssa_v0: pl.Tensor[[16, 2048], pl.BF16], rhs__ssa_v0: pl.Tensor[[2048, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        lhs_mat__ssa_v0: pl.Tile[[16, 2048], pl.BF16, pl.Mem.Mat] = pl.tile.load(lhs__ssa_v0, [0, 0], [16, 2048], [16, 2048], target_memory=pl.Mem.Mat)
        rhs_mat__ssa_v0: pl.Tile[[2048, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(rhs__ssa_v0, [0, 0], [2048, 64], [2048, 64], target_memory=pl.Mem.Mat)
        c__ssa_v0_l0_init: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.create([16, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        for c__ssa_v0_l0_ko, (c__ssa_v0_l0_c,) in pl.pipeline(0, 2048, 256, stage=2, init_values=(c__ssa_v0_l0_init,)):
            c__ssa_v0_l0_a: pl.Tile[[16, 256], pl.BF16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(lhs_mat__ssa_v0, 0, c__ssa_v0_l0_ko, [16, 256], target_memory=pl.Mem.Left)
            c__ssa_v0_l0_b: pl.Tile[[256, 64], pl.BF16, pl.Mem.Right] = pl.tile.extract(rhs_mat__ssa_v0, c__ssa_v0_l0_ko, 0, [256, 64], target_memory=pl.Mem.Right)
            if c__ssa_v0_l0_ko == 0:
                c__ssa_v0_l0_c_first: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(c__ssa_v0_l0_a, c__ssa_v0_l0_b)
                c__ssa_v0_l0_c_phi: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.yield_(c__ssa_v0_l0_c_first)
            else:
                c__ssa_v0_l0_c_acc: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c__ssa_v0_l0_c, c__ssa_v0_l0_a, c__ssa_v0_l0_b)
                c__ssa_v0_l0_c_phi: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.yield_(c__ssa_v0_l0_c_acc)
            c__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.yield_(c__ssa_v0_l0_c_phi)
        out__ssa_v1: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(c__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v1
)PY");
}
// tile.matmul_acc: the K loop carries the caller's accumulator.
TEST(AutoTileMatmulL0Rewrite, KOnlyMatmulAcc) {
  Check({"AutoTileMatmulL0"},
        R"PY(import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(lhs__ssa_v0: pl.Tensor[[16, 2048], pl.BF16], rhs__ssa_v0: pl.Tensor[[2048, 64], pl.BF16], acc_init__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc], out__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        lhs_mat__ssa_v0: pl.Tile[[16, 2048], pl.BF16, pl.Mem.Mat] = pl.tile.load(lhs__ssa_v0, [0, 0], [16, 2048], [16, 2048], target_memory=pl.Mem.Mat)
        rhs_mat__ssa_v0: pl.Tile[[2048, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(rhs__ssa_v0, [0, 0], [2048, 64], [2048, 64], target_memory=pl.Mem.Mat)
        c__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc_init__ssa_v0, lhs_mat__ssa_v0, rhs_mat__ssa_v0)
        out__ssa_v1: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(c__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v1
)PY",
        R"PY(import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(lhs__ssa_v0: pl.Tensor[[16, 2048], pl.BF16], rhs__ssa_v0: pl.Tensor[[2048, 64], pl.BF16], acc_init__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc], out__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        lhs_mat__ssa_v0: pl.Tile[[16, 2048], pl.BF16, pl.Mem.Mat] = pl.tile.load(lhs__ssa_v0, [0, 0], [16, 2048], [16, 2048], target_memory=pl.Mem.Mat)
        rhs_mat__ssa_v0: pl.Tile[[2048, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(rhs__ssa_v0, [0, 0], [2048, 64], [2048, 64], target_memory=pl.Mem.Mat)
        for c__ssa_v0_l0_ko, (c__ssa_v0_l0_c,) in pl.pipeline(0, 2048, 256, stage=2, init_values=(acc_init__ssa_v0,)):
            c__ssa_v0_l0_a: pl.Tile[[16, 256], pl.BF16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(lhs_mat__ssa_v0, 0, c__ssa_v0_l0_ko, [16, 256], target_memory=pl.Mem.Left)
            c__ssa_v0_l0_b: pl.Tile[[256, 64], pl.BF16, pl.Mem.Right] = pl.tile.extract(rhs_mat__ssa_v0, c__ssa_v0_l0_ko, 0, [256, 64], target_memory=pl.Mem.Right)
            c__ssa_v0_l0_c_acc: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c__ssa_v0_l0_c, c__ssa_v0_l0_a, c__ssa_v0_l0_b)
            c__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.yield_(c__ssa_v0_l0_c_acc)
        out__ssa_v1: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(c__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v1
)PY");
}
// [384, 64] x [64, 640]: full K resident, nested pipelined loops over the divisible interior and
// straight-line boundary tiles stored through the consumer tile.store.
TEST(AutoTileMatmulL0Rewrite, FullKGridWithStore) {
  Check({"AutoTileMatmulL0"},
        R"PY(import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(lhs__ssa_v0: pl.Tensor[[384, 64], pl.BF16], rhs__ssa_v0: pl.Tensor[[64, 640], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[384, 640], pl.FP32]]) -> pl.Tensor[[384, 640], pl.FP32]:
        lhs_mat__ssa_v0: pl.Tile[[384, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(lhs__ssa_v0, [0, 0], [384, 64], [384, 64], target_memory=pl.Mem.Mat)
        rhs_mat__ssa_v0: pl.Tile[[64, 640], pl.BF16, pl.Mem.Mat] = pl.tile.load(rhs__ssa_v0, [0, 0], [64, 640], [64, 640], target_memory=pl.Mem.Mat)
        c__ssa_v0: pl.Tile[[384, 640], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(lhs_mat__ssa_v0, rhs_mat__ssa_v0)
        out__ssa_v1: pl.Tensor[[384, 640], pl.FP32] = pl.tile.store(c__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v1
)PY",
        R"PY(import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(lhs__ssa_v0: pl.Tensor[[384, 64], pl.BF16], rhs__ssa_v0: pl.Tensor[[64, 640], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[384, 640], pl.FP32]]) -> pl.Tensor[[384, 640], pl.FP32]:
        lhs_mat__ssa_v0: pl.Tile[[384, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(lhs__ssa_v0, [0, 0], [384, 64], [384, 64], target_memory=pl.Mem.Mat)
        rhs_mat__ssa_v0: pl.Tile[[64, 640], pl.BF16, pl.Mem.Mat] = pl.tile.load(rhs__ssa_v0, [0, 0], [64, 640], [64, 640], target_memory=pl.Mem.Mat)
        for c__ssa_v0_o, (c__ssa_v0_oc,) in pl.pipeline(0, 384, 192, stage=2, init_values=(out__ssa_v0,), attrs={"pipeline_overlap_stores": False}):
            c__ssa_v0_a: pl.Tile[[192, 64], pl.BF16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(lhs_mat__ssa_v0, c__ssa_v0_o, 0, [192, 64], target_memory=pl.Mem.Left)
            for c__ssa_v0_i, (c__ssa_v0_ic,) in pl.pipeline(0, 640, 128, stage=2, init_values=(c__ssa_v0_oc,), attrs={"pipeline_overlap_stores": False}):
                c__ssa_v0_b: pl.Tile[[64, 128], pl.BF16, pl.Mem.Right] = pl.tile.extract(rhs_mat__ssa_v0, 0, c__ssa_v0_i, [64, 128], target_memory=pl.Mem.Right)
                c__ssa_v0_c: pl.Tile[[192, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(c__ssa_v0_a, c__ssa_v0_b)
                out__ssa_v0_t0: pl.Tensor[[384, 640], pl.FP32] = pl.tile.store(c__ssa_v0_c, [c__ssa_v0_o, c__ssa_v0_i], c__ssa_v0_ic)
                c__ssa_v0_irv: pl.Tensor[[384, 640], pl.FP32] = pl.yield_(out__ssa_v0_t0)
            c__ssa_v0_orv: pl.Tensor[[384, 640], pl.FP32] = pl.yield_(c__ssa_v0_irv)
        return c__ssa_v0_orv
)PY");
}
// Result over Acc with K over L0: one K loop per output sub-tile, each stored.
TEST(AutoTileMatmulL0Rewrite, SplitKGridWithStore) {
  Check({"AutoTileMatmulL0"},
        R"PY(import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(a__ssa_v0: pl.Tensor[[256, 256], pl.FP16], b__ssa_v0: pl.Tensor[[256, 256], pl.FP16], out__ssa_v0: pl.InOut[pl.Tensor[[256, 256], pl.FP32]]) -> pl.Tensor[[256, 256], pl.FP32]:
        a__ssa_v0_mat: pl.Tile[[256, 256], pl.FP16, pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [0, 0], [256, 256], [256, 256], target_memory=pl.Mem.Mat, attrs={"__compiler_tensor_to_tile_mat_bridge": True})
        b__ssa_v0_mat: pl.Tile[[256, 256], pl.FP16, pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0], [256, 256], [256, 256], target_memory=pl.Mem.Mat, attrs={"__compiler_tensor_to_tile_mat_bridge": True})
        c__tile: pl.Tile[[256, 256], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a__ssa_v0_mat, b__ssa_v0_mat)
        out__tile: pl.Tensor[[256, 256], pl.FP32] = pl.tile.store(c__tile, [0, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[256, 256], pl.FP16], b__ssa_v0: pl.Tensor[[256, 256], pl.FP16], out__ssa_v0: pl.InOut[pl.Tensor[[256, 256], pl.FP32]]) -> pl.Tensor[[256, 256], pl.FP32]:
        out__ssa_v1: pl.Tensor[[256, 256], pl.FP32] = self.main_incore_0(a__ssa_v0, b__ssa_v0, out__ssa_v0)
        return out__ssa_v1
)PY",
        R"PY(import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(a__ssa_v0: pl.Tensor[[256, 256], pl.FP16], b__ssa_v0: pl.Tensor[[256, 256], pl.FP16], out__ssa_v0: pl.InOut[pl.Tensor[[256, 256], pl.FP32]]) -> pl.Tensor[[256, 256], pl.FP32]:
        a__ssa_v0_mat: pl.Tile[[256, 256], pl.FP16, pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [0, 0], [256, 256], [256, 256], target_memory=pl.Mem.Mat, attrs={"__compiler_tensor_to_tile_mat_bridge": True})
        b__ssa_v0_mat: pl.Tile[[256, 256], pl.FP16, pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0], [256, 256], [256, 256], target_memory=pl.Mem.Mat, attrs={"__compiler_tensor_to_tile_mat_bridge": True})
        c__tile_t0_l0_init: pl.Tile[[128, 256], pl.FP32, pl.Mem.Acc] = pl.tile.create([128, 256], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        for c__tile_t0_l0_ko, (c__tile_t0_l0_c,) in pl.pipeline(0, 256, 64, stage=2, init_values=(c__tile_t0_l0_init,)):
            c__tile_t0_l0_a: pl.Tile[[128, 64], pl.FP16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(a__ssa_v0_mat, 0, c__tile_t0_l0_ko, [128, 64], target_memory=pl.Mem.Left)
            c__tile_t0_l0_b: pl.Tile[[64, 256], pl.FP16, pl.Mem.Right] = pl.tile.extract(b__ssa_v0_mat, c__tile_t0_l0_ko, 0, [64, 256], target_memory=pl.Mem.Right)
            if c__tile_t0_l0_ko == 0:
                c__tile_t0_l0_c_first: pl.Tile[[128, 256], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(c__tile_t0_l0_a, c__tile_t0_l0_b)
                c__tile_t0_l0_c_phi: pl.Tile[[128, 256], pl.FP32, pl.Mem.Acc] = pl.yield_(c__tile_t0_l0_c_first)
            else:
                c__tile_t0_l0_c_acc: pl.Tile[[128, 256], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c__tile_t0_l0_c, c__tile_t0_l0_a, c__tile_t0_l0_b)
                c__tile_t0_l0_c_phi: pl.Tile[[128, 256], pl.FP32, pl.Mem.Acc] = pl.yield_(c__tile_t0_l0_c_acc)
            c__tile_t0: pl.Tile[[128, 256], pl.FP32, pl.Mem.Acc] = pl.yield_(c__tile_t0_l0_c_phi)
        out__ssa_v0_t0: pl.Tensor[[256, 256], pl.FP32] = pl.tile.store(c__tile_t0, [0, 0], out__ssa_v0)
        c__tile_t1_l0_init: pl.Tile[[128, 256], pl.FP32, pl.Mem.Acc] = pl.tile.create([128, 256], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        for c__tile_t1_l0_ko, (c__tile_t1_l0_c,) in pl.pipeline(0, 256, 64, stage=2, init_values=(c__tile_t1_l0_init,)):
            c__tile_t1_l0_a: pl.Tile[[128, 64], pl.FP16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(a__ssa_v0_mat, 128, c__tile_t1_l0_ko, [128, 64], target_memory=pl.Mem.Left)
            c__tile_t1_l0_b: pl.Tile[[64, 256], pl.FP16, pl.Mem.Right] = pl.tile.extract(b__ssa_v0_mat, c__tile_t1_l0_ko, 0, [64, 256], target_memory=pl.Mem.Right)
            if c__tile_t1_l0_ko == 0:
                c__tile_t1_l0_c_first: pl.Tile[[128, 256], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(c__tile_t1_l0_a, c__tile_t1_l0_b)
                c__tile_t1_l0_c_phi: pl.Tile[[128, 256], pl.FP32, pl.Mem.Acc] = pl.yield_(c__tile_t1_l0_c_first)
            else:
                c__tile_t1_l0_c_acc: pl.Tile[[128, 256], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c__tile_t1_l0_c, c__tile_t1_l0_a, c__tile_t1_l0_b)
                c__tile_t1_l0_c_phi: pl.Tile[[128, 256], pl.FP32, pl.Mem.Acc] = pl.yield_(c__tile_t1_l0_c_acc)
            c__tile_t1: pl.Tile[[128, 256], pl.FP32, pl.Mem.Acc] = pl.yield_(c__tile_t1_l0_c_phi)
        out__ssa_v0_t1: pl.Tensor[[256, 256], pl.FP32] = pl.tile.store(c__tile_t1, [128, 0], out__ssa_v0_t0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[256, 256], pl.FP16], b__ssa_v0: pl.Tensor[[256, 256], pl.FP16], out__ssa_v0: pl.InOut[pl.Tensor[[256, 256], pl.FP32]]) -> pl.Tensor[[256, 256], pl.FP32]:
        out__ssa_v1: pl.Tensor[[256, 256], pl.FP32] = self.main_incore_0(a__ssa_v0, b__ssa_v0, out__ssa_v0)
        return out__ssa_v1
)PY");
}
// The K loop of AutoTileMatmulL0, two stages per iteration.
TEST(LowerPipelineLoopsDump, KLoop) {
  Check({"LowerPipelineLoops"},
        R"PY(import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def kernel(lhs__ssa_v0: pl.Tensor[[16, 2048], pl.BF16], rhs__ssa_v0: pl.Tensor[[2048, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        lhs_mat__ssa_v0: pl.Tile[[16, 2048], pl.BF16, pl.Mem.Mat] = pl.tile.load(lhs__ssa_v0, [0, 0], [16, 2048], [16, 2048], target_memory=pl.Mem.Mat)
        rhs_mat__ssa_v0: pl.Tile[[2048, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(rhs__ssa_v0, [0, 0], [2048, 64], [2048, 64], target_memory=pl.Mem.Mat)
        c__ssa_v0_l0_init: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.create([16, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        for c__ssa_v0_l0_ko, (c__ssa_v0_l0_c,) in pl.pipeline(0, 2048, 256, stage=2, init_values=(c__ssa_v0_l0_init,)):
            c__ssa_v0_l0_a: pl.Tile[[16, 256], pl.BF16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(lhs_mat__ssa_v0, 0, c__ssa_v0_l0_ko, [16, 256], target_memory=pl.Mem.Left)
            c__ssa_v0_l0_b: pl.Tile[[256, 64], pl.BF16, pl.Mem.Right] = pl.tile.extract(rhs_mat__ssa_v0, c__ssa_v0_l0_ko, 0, [256, 64], target_memory=pl.Mem.Right)
            if c__ssa_v0_l0_ko == 0:
                c__ssa_v0_l0_c_first: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(c__ssa_v0_l0_a, c__ssa_v0_l0_b)
                c__ssa_v0_l0_c_phi: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.yield_(c__ssa_v0_l0_c_first)
            else:
                c__ssa_v0_l0_c_acc: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c__ssa_v0_l0_c, c__ssa_v0_l0_a, c__ssa_v0_l0_b)
                c__ssa_v0_l0_c_phi: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.yield_(c__ssa_v0_l0_c_acc)
            c__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.yield_(c__ssa_v0_l0_c_phi)
        out__ssa_v1: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(c__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v0
)PY",
        R"PY(import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def kernel(lhs__ssa_v0: pl.Tensor[[16, 2048], pl.BF16], rhs__ssa_v0: pl.Tensor[[2048, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        lhs_mat__ssa_v0: pl.Tile[[16, 2048], pl.BF16, pl.Mem.Mat] = pl.tile.load(lhs__ssa_v0, [0, 0], [16, 2048], [16, 2048], target_memory=pl.Mem.Mat)
        rhs_mat__ssa_v0: pl.Tile[[2048, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(rhs__ssa_v0, [0, 0], [2048, 64], [2048, 64], target_memory=pl.Mem.Mat)
        c__ssa_v0_l0_init: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.create([16, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        for c__ssa_v0_l0_ko, (c__ssa_v0_l0_c,) in pl.pipeline(0, 2048, 512, stage=1, init_values=(c__ssa_v0_l0_init,)):
            c__ssa_v0_l0_a: pl.Tile[[16, 256], pl.BF16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(lhs_mat__ssa_v0, 0, c__ssa_v0_l0_ko, [16, 256], target_memory=pl.Mem.Left, attrs={"pipeline_membership": "0:0"})
            c__ssa_v0_l0_b: pl.Tile[[256, 64], pl.BF16, pl.Mem.Right] = pl.tile.extract(rhs_mat__ssa_v0, c__ssa_v0_l0_ko, 0, [256, 64], target_memory=pl.Mem.Right, attrs={"pipeline_membership": "0:0"})
            if c__ssa_v0_l0_ko == 0:
                c__ssa_v0_l0_c_first: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(c__ssa_v0_l0_a, c__ssa_v0_l0_b)
                c__ssa_v0_l0_c_phi: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.yield_(c__ssa_v0_l0_c_first)
            else:
                c__ssa_v0_l0_c_acc: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c__ssa_v0_l0_c, c__ssa_v0_l0_a, c__ssa_v0_l0_b)
                c__ssa_v0_l0_c_phi: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.yield_(c__ssa_v0_l0_c_acc)
            c__ssa_v0_l0_a_1: pl.Tile[[16, 256], pl.BF16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(lhs_mat__ssa_v0, 0, c__ssa_v0_l0_ko + 256, [16, 256], target_memory=pl.Mem.Left, attrs={"pipeline_membership": "0:1"})
            c__ssa_v0_l0_b_1: pl.Tile[[256, 64], pl.BF16, pl.Mem.Right] = pl.tile.extract(rhs_mat__ssa_v0, c__ssa_v0_l0_ko + 256, 0, [256, 64], target_memory=pl.Mem.Right, attrs={"pipeline_membership": "0:1"})
            if c__ssa_v0_l0_ko + 256 == 0:
                c__ssa_v0_l0_c_first_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(c__ssa_v0_l0_a_1, c__ssa_v0_l0_b_1)
                c__ssa_v0_l0_c_phi_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.yield_(c__ssa_v0_l0_c_first_1)
            else:
                c__ssa_v0_l0_c_acc_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c__ssa_v0_l0_c_phi, c__ssa_v0_l0_a_1, c__ssa_v0_l0_b_1)
                c__ssa_v0_l0_c_phi_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.yield_(c__ssa_v0_l0_c_acc_1)
            c__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.yield_(c__ssa_v0_l0_c_phi_1)
        out__ssa_v1: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(c__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v0
)PY");
}
// The K loop of AutoTileMatmulL0, two stages per iteration.
TEST(CanonicalizeIOOrderDump, KLoop) {
  Check({"CanonicalizeIOOrder"},
        R"PY(import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def kernel(lhs__ssa_v0: pl.Tensor[[16, 2048], pl.BF16], rhs__ssa_v0: pl.Tensor[[2048, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        lhs_mat__ssa_v0: pl.Tile[[16, 2048], pl.BF16, pl.Mem.Mat] = pl.tile.load(lhs__ssa_v0, [0, 0], [16, 2048], [16, 2048], target_memory=pl.Mem.Mat)
        rhs_mat__ssa_v0: pl.Tile[[2048, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(rhs__ssa_v0, [0, 0], [2048, 64], [2048, 64], target_memory=pl.Mem.Mat)
        c__ssa_v0_l0_init: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.create([16, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        for c__ssa_v0_l0_ko, (c__ssa_v0_l0_c,) in pl.pipeline(0, 2048, 512, stage=1, init_values=(c__ssa_v0_l0_init,)):
            c__ssa_v0_l0_a: pl.Tile[[16, 256], pl.BF16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(lhs_mat__ssa_v0, 0, c__ssa_v0_l0_ko, [16, 256], target_memory=pl.Mem.Left, attrs={"pipeline_membership": "0:0"})
            c__ssa_v0_l0_b: pl.Tile[[256, 64], pl.BF16, pl.Mem.Right] = pl.tile.extract(rhs_mat__ssa_v0, c__ssa_v0_l0_ko, 0, [256, 64], target_memory=pl.Mem.Right, attrs={"pipeline_membership": "0:0"})
            if c__ssa_v0_l0_ko == 0:
                c__ssa_v0_l0_c_first: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(c__ssa_v0_l0_a, c__ssa_v0_l0_b)
                c__ssa_v0_l0_c_phi: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.yield_(c__ssa_v0_l0_c_first)
            else:
                c__ssa_v0_l0_c_acc: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c__ssa_v0_l0_c, c__ssa_v0_l0_a, c__ssa_v0_l0_b)
                c__ssa_v0_l0_c_phi: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.yield_(c__ssa_v0_l0_c_acc)
            c__ssa_v0_l0_a_1: pl.Tile[[16, 256], pl.BF16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(lhs_mat__ssa_v0, 0, c__ssa_v0_l0_ko + 256, [16, 256], target_memory=pl.Mem.Left, attrs={"pipeline_membership": "0:1"})
            c__ssa_v0_l0_b_1: pl.Tile[[256, 64], pl.BF16, pl.Mem.Right] = pl.tile.extract(rhs_mat__ssa_v0, c__ssa_v0_l0_ko + 256, 0, [256, 64], target_memory=pl.Mem.Right, attrs={"pipeline_membership": "0:1"})
            if c__ssa_v0_l0_ko + 256 == 0:
                c__ssa_v0_l0_c_first_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(c__ssa_v0_l0_a_1, c__ssa_v0_l0_b_1)
                c__ssa_v0_l0_c_phi_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.yield_(c__ssa_v0_l0_c_first_1)
            else:
                c__ssa_v0_l0_c_acc_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c__ssa_v0_l0_c_phi, c__ssa_v0_l0_a_1, c__ssa_v0_l0_b_1)
                c__ssa_v0_l0_c_phi_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.yield_(c__ssa_v0_l0_c_acc_1)
            c__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.yield_(c__ssa_v0_l0_c_phi_1)
        out__ssa_v1: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(c__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v0
)PY",
        R"PY(import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def kernel(lhs__ssa_v0: pl.Tensor[[16, 2048], pl.BF16], rhs__ssa_v0: pl.Tensor[[2048, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        lhs_mat__ssa_v0: pl.Tile[[16, 2048], pl.BF16, pl.Mem.Mat] = pl.tile.load(lhs__ssa_v0, [0, 0], [16, 2048], [16, 2048], target_memory=pl.Mem.Mat)
        rhs_mat__ssa_v0: pl.Tile[[2048, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(rhs__ssa_v0, [0, 0], [2048, 64], [2048, 64], target_memory=pl.Mem.Mat)
        c__ssa_v0_l0_init: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.create([16, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        for c__ssa_v0_l0_ko, (c__ssa_v0_l0_c,) in pl.range(0, 2048, 512, init_values=(c__ssa_v0_l0_init,)):
            c__ssa_v0_l0_a: pl.Tile[[16, 256], pl.BF16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(lhs_mat__ssa_v0, 0, c__ssa_v0_l0_ko, [16, 256], target_memory=pl.Mem.Left, attrs={"pipeline_membership": "0:0"})
            c__ssa_v0_l0_b: pl.Tile[[256, 64], pl.BF16, pl.Mem.Right] = pl.tile.extract(rhs_mat__ssa_v0, c__ssa_v0_l0_ko, 0, [256, 64], target_memory=pl.Mem.Right, attrs={"pipeline_membership": "0:0"})
            c__ssa_v0_l0_a_1: pl.Tile[[16, 256], pl.BF16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(lhs_mat__ssa_v0, 0, c__ssa_v0_l0_ko + 256, [16, 256], target_memory=pl.Mem.Left, attrs={"pipeline_membership": "0:1"})
            c__ssa_v0_l0_b_1: pl.Tile[[256, 64], pl.BF16, pl.Mem.Right] = pl.tile.extract(rhs_mat__ssa_v0, c__ssa_v0_l0_ko + 256, 0, [256, 64], target_memory=pl.Mem.Right, attrs={"pipeline_membership": "0:1"})
            if c__ssa_v0_l0_ko == 0:
                c__ssa_v0_l0_c_first: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(c__ssa_v0_l0_a, c__ssa_v0_l0_b)
                c__ssa_v0_l0_c_phi: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.yield_(c__ssa_v0_l0_c_first)
            else:
                c__ssa_v0_l0_c_acc: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c__ssa_v0_l0_c, c__ssa_v0_l0_a, c__ssa_v0_l0_b)
                c__ssa_v0_l0_c_phi: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.yield_(c__ssa_v0_l0_c_acc)
            if c__ssa_v0_l0_ko + 256 == 0:
                c__ssa_v0_l0_c_first_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(c__ssa_v0_l0_a_1, c__ssa_v0_l0_b_1)
                c__ssa_v0_l0_c_phi_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.yield_(c__ssa_v0_l0_c_first_1)
            else:
                c__ssa_v0_l0_c_acc_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c__ssa_v0_l0_c_phi, c__ssa_v0_l0_a_1, c__ssa_v0_l0_b_1)
                c__ssa_v0_l0_c_phi_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.yield_(c__ssa_v0_l0_c_acc_1)
            c__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.yield_(c__ssa_v0_l0_c_phi_1)
        out__ssa_v1: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(c__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v0
)PY");
}
// The nested grid loops: the inner loop is lowered first (with a static tail), then replicated by
// the outer loop; memberships accumulate.
TEST(LowerPipelineLoopsDump, NestedGridLoops) {
  Check({"LowerPipelineLoops"},
        R"PY(import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def kernel(lhs__ssa_v0: pl.Tensor[[384, 64], pl.BF16], rhs__ssa_v0: pl.Tensor[[64, 640], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[384, 640], pl.FP32]]) -> pl.Tensor[[384, 640], pl.FP32]:
        lhs_mat__ssa_v0: pl.Tile[[384, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(lhs__ssa_v0, [0, 0], [384, 64], [384, 64], target_memory=pl.Mem.Mat)
        rhs_mat__ssa_v0: pl.Tile[[64, 640], pl.BF16, pl.Mem.Mat] = pl.tile.load(rhs__ssa_v0, [0, 0], [64, 640], [64, 640], target_memory=pl.Mem.Mat)
        for c__ssa_v0_o, (c__ssa_v0_oc,) in pl.pipeline(0, 384, 192, stage=2, init_values=(out__ssa_v0,), attrs={"pipeline_overlap_stores": False}):
            c__ssa_v0_a: pl.Tile[[192, 64], pl.BF16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(lhs_mat__ssa_v0, c__ssa_v0_o, 0, [192, 64], target_memory=pl.Mem.Left)
            for c__ssa_v0_i, (c__ssa_v0_ic,) in pl.pipeline(0, 640, 128, stage=2, init_values=(c__ssa_v0_oc,), attrs={"pipeline_overlap_stores": False}):
                c__ssa_v0_b: pl.Tile[[64, 128], pl.BF16, pl.Mem.Right] = pl.tile.extract(rhs_mat__ssa_v0, 0, c__ssa_v0_i, [64, 128], target_memory=pl.Mem.Right)
                c__ssa_v0_c: pl.Tile[[192, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(c__ssa_v0_a, c__ssa_v0_b)
                out__ssa_v0_t0: pl.Tensor[[384, 640], pl.FP32] = pl.tile.store(c__ssa_v0_c, [c__ssa_v0_o, c__ssa_v0_i], c__ssa_v0_ic)
                c__ssa_v0_irv: pl.Tensor[[384, 640], pl.FP32] = pl.yield_(out__ssa_v0_t0)
            c__ssa_v0_orv: pl.Tensor[[384, 640], pl.FP32] = pl.yield_(c__ssa_v0_irv)
        return out__ssa_v0
)PY",
        R"PY(import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def kernel(lhs__ssa_v0: pl.Tensor[[384, 64], pl.BF16], rhs__ssa_v0: pl.Tensor[[64, 640], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[384, 640], pl.FP32]]) -> pl.Tensor[[384, 640], pl.FP32]:
        lhs_mat__ssa_v0: pl.Tile[[384, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(lhs__ssa_v0, [0, 0], [384, 64], [384, 64], target_memory=pl.Mem.Mat)
        rhs_mat__ssa_v0: pl.Tile[[64, 640], pl.BF16, pl.Mem.Mat] = pl.tile.load(rhs__ssa_v0, [0, 0], [64, 640], [64, 640], target_memory=pl.Mem.Mat)
        for c__ssa_v0_o, (c__ssa_v0_oc,) in pl.pipeline(0, 384, 384, stage=1, init_values=(out__ssa_v0,), attrs={"pipeline_overlap_stores": False}):
            c__ssa_v0_a: pl.Tile[[192, 64], pl.BF16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(lhs_mat__ssa_v0, c__ssa_v0_o, 0, [192, 64], target_memory=pl.Mem.Left, attrs={"pipeline_membership": "2:0"})
            for c__ssa_v0_i, (c__ssa_v0_ic,) in pl.pipeline(0, 512, 256, stage=1, init_values=(c__ssa_v0_oc,), attrs={"pipeline_overlap_stores": False}):
                c__ssa_v0_b: pl.Tile[[64, 128], pl.BF16, pl.Mem.Right] = pl.tile.extract(rhs_mat__ssa_v0, 0, c__ssa_v0_i, [64, 128], target_memory=pl.Mem.Right, attrs={"pipeline_membership": "0:0;2:0"})
                c__ssa_v0_c: pl.Tile[[192, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(c__ssa_v0_a, c__ssa_v0_b)
                out__ssa_v0_t0: pl.Tensor[[384, 640], pl.FP32] = pl.tile.store(c__ssa_v0_c, [c__ssa_v0_o, c__ssa_v0_i], c__ssa_v0_ic)
                c__ssa_v0_b_1: pl.Tile[[64, 128], pl.BF16, pl.Mem.Right] = pl.tile.extract(rhs_mat__ssa_v0, 0, c__ssa_v0_i + 128, [64, 128], target_memory=pl.Mem.Right, attrs={"pipeline_membership": "0:1;2:0"})
                c__ssa_v0_c_1: pl.Tile[[192, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(c__ssa_v0_a, c__ssa_v0_b_1)
                out__ssa_v0_t0_1: pl.Tensor[[384, 640], pl.FP32] = pl.tile.store(c__ssa_v0_c_1, [c__ssa_v0_o, c__ssa_v0_i + 128], out__ssa_v0_t0)
                c__ssa_v0_irv_main: pl.Tensor[[384, 640], pl.FP32] = pl.yield_(out__ssa_v0_t0_1)
            c__ssa_v0_b_2: pl.Tile[[64, 128], pl.BF16, pl.Mem.Right] = pl.tile.extract(rhs_mat__ssa_v0, 0, 512, [64, 128], target_memory=pl.Mem.Right, attrs={"pipeline_membership": "1:0;2:0"})
            c__ssa_v0_c_2: pl.Tile[[192, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(c__ssa_v0_a, c__ssa_v0_b_2)
            out__ssa_v0_t0_2: pl.Tensor[[384, 640], pl.FP32] = pl.tile.store(c__ssa_v0_c_2, [c__ssa_v0_o, 512], c__ssa_v0_irv_main)
            c__ssa_v0_irv: pl.Tensor[[384, 640], pl.FP32] = out__ssa_v0_t0_2
            c__ssa_v0_a_1: pl.Tile[[192, 64], pl.BF16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(lhs_mat__ssa_v0, c__ssa_v0_o + 192, 0, [192, 64], target_memory=pl.Mem.Left, attrs={"pipeline_membership": "2:1"})
            for c__ssa_v0_i_1, (c__ssa_v0_ic_1,) in pl.pipeline(0, 512, 256, stage=1, init_values=(c__ssa_v0_irv,), attrs={"pipeline_overlap_stores": False}):
                c__ssa_v0_b_3: pl.Tile[[64, 128], pl.BF16, pl.Mem.Right] = pl.tile.extract(rhs_mat__ssa_v0, 0, c__ssa_v0_i_1, [64, 128], target_memory=pl.Mem.Right, attrs={"pipeline_membership": "0:0;2:1"})
                c__ssa_v0_c_3: pl.Tile[[192, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(c__ssa_v0_a_1, c__ssa_v0_b_3)
                out__ssa_v0_t0_3: pl.Tensor[[384, 640], pl.FP32] = pl.tile.store(c__ssa_v0_c_3, [c__ssa_v0_o + 192, c__ssa_v0_i_1], c__ssa_v0_ic_1)
                c__ssa_v0_b_4: pl.Tile[[64, 128], pl.BF16, pl.Mem.Right] = pl.tile.extract(rhs_mat__ssa_v0, 0, c__ssa_v0_i_1 + 128, [64, 128], target_memory=pl.Mem.Right, attrs={"pipeline_membership": "0:1;2:1"})
                c__ssa_v0_c_4: pl.Tile[[192, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(c__ssa_v0_a_1, c__ssa_v0_b_4)
                out__ssa_v0_t0_4: pl.Tensor[[384, 640], pl.FP32] = pl.tile.store(c__ssa_v0_c_4, [c__ssa_v0_o + 192, c__ssa_v0_i_1 + 128], out__ssa_v0_t0_3)
                c__ssa_v0_irv_main_1: pl.Tensor[[384, 640], pl.FP32] = pl.yield_(out__ssa_v0_t0_4)
            c__ssa_v0_b_5: pl.Tile[[64, 128], pl.BF16, pl.Mem.Right] = pl.tile.extract(rhs_mat__ssa_v0, 0, 512, [64, 128], target_memory=pl.Mem.Right, attrs={"pipeline_membership": "1:0;2:1"})
            c__ssa_v0_c_5: pl.Tile[[192, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(c__ssa_v0_a_1, c__ssa_v0_b_5)
            out__ssa_v0_t0_5: pl.Tensor[[384, 640], pl.FP32] = pl.tile.store(c__ssa_v0_c_5, [c__ssa_v0_o + 192, 512], c__ssa_v0_irv_main_1)
            c__ssa_v0_irv_1: pl.Tensor[[384, 640], pl.FP32] = out__ssa_v0_t0_5
            c__ssa_v0_orv: pl.Tensor[[384, 640], pl.FP32] = pl.yield_(c__ssa_v0_irv_1)
        return out__ssa_v0
)PY");
}
// The nested grid loops: the inner loop is lowered first (with a static tail), then replicated by
// the outer loop; memberships accumulate.
TEST(CanonicalizeIOOrderDump, NestedGridLoops) {
  Check({"CanonicalizeIOOrder"},
        R"PY(import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def kernel(lhs__ssa_v0: pl.Tensor[[384, 64], pl.BF16], rhs__ssa_v0: pl.Tensor[[64, 640], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[384, 640], pl.FP32]]) -> pl.Tensor[[384, 640], pl.FP32]:
        lhs_mat__ssa_v0: pl.Tile[[384, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(lhs__ssa_v0, [0, 0], [384, 64], [384, 64], target_memory=pl.Mem.Mat)
        rhs_mat__ssa_v0: pl.Tile[[64, 640], pl.BF16, pl.Mem.Mat] = pl.tile.load(rhs__ssa_v0, [0, 0], [64, 640], [64, 640], target_memory=pl.Mem.Mat)
        for c__ssa_v0_o, (c__ssa_v0_oc,) in pl.pipeline(0, 384, 384, stage=1, init_values=(out__ssa_v0,), attrs={"pipeline_overlap_stores": False}):
            c__ssa_v0_a: pl.Tile[[192, 64], pl.BF16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(lhs_mat__ssa_v0, c__ssa_v0_o, 0, [192, 64], target_memory=pl.Mem.Left, attrs={"pipeline_membership": "2:0"})
            for c__ssa_v0_i, (c__ssa_v0_ic,) in pl.pipeline(0, 512, 256, stage=1, init_values=(c__ssa_v0_oc,), attrs={"pipeline_overlap_stores": False}):
                c__ssa_v0_b: pl.Tile[[64, 128], pl.BF16, pl.Mem.Right] = pl.tile.extract(rhs_mat__ssa_v0, 0, c__ssa_v0_i, [64, 128], target_memory=pl.Mem.Right, attrs={"pipeline_membership": "0:0;2:0"})
                c__ssa_v0_c: pl.Tile[[192, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(c__ssa_v0_a, c__ssa_v0_b)
                out__ssa_v0_t0: pl.Tensor[[384, 640], pl.FP32] = pl.tile.store(c__ssa_v0_c, [c__ssa_v0_o, c__ssa_v0_i], c__ssa_v0_ic)
                c__ssa_v0_b_1: pl.Tile[[64, 128], pl.BF16, pl.Mem.Right] = pl.tile.extract(rhs_mat__ssa_v0, 0, c__ssa_v0_i + 128, [64, 128], target_memory=pl.Mem.Right, attrs={"pipeline_membership": "0:1;2:0"})
                c__ssa_v0_c_1: pl.Tile[[192, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(c__ssa_v0_a, c__ssa_v0_b_1)
                out__ssa_v0_t0_1: pl.Tensor[[384, 640], pl.FP32] = pl.tile.store(c__ssa_v0_c_1, [c__ssa_v0_o, c__ssa_v0_i + 128], out__ssa_v0_t0)
                c__ssa_v0_irv_main: pl.Tensor[[384, 640], pl.FP32] = pl.yield_(out__ssa_v0_t0_1)
            c__ssa_v0_b_2: pl.Tile[[64, 128], pl.BF16, pl.Mem.Right] = pl.tile.extract(rhs_mat__ssa_v0, 0, 512, [64, 128], target_memory=pl.Mem.Right, attrs={"pipeline_membership": "1:0;2:0"})
            c__ssa_v0_c_2: pl.Tile[[192, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(c__ssa_v0_a, c__ssa_v0_b_2)
            out__ssa_v0_t0_2: pl.Tensor[[384, 640], pl.FP32] = pl.tile.store(c__ssa_v0_c_2, [c__ssa_v0_o, 512], c__ssa_v0_irv_main)
            c__ssa_v0_irv: pl.Tensor[[384, 640], pl.FP32] = out__ssa_v0_t0_2
            c__ssa_v0_a_1: pl.Tile[[192, 64], pl.BF16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(lhs_mat__ssa_v0, c__ssa_v0_o + 192, 0, [192, 64], target_memory=pl.Mem.Left, attrs={"pipeline_membership": "2:1"})
            for c__ssa_v0_i_1, (c__ssa_v0_ic_1,) in pl.pipeline(0, 512, 256, stage=1, init_values=(c__ssa_v0_irv,), attrs={"pipeline_overlap_stores": False}):
                c__ssa_v0_b_3: pl.Tile[[64, 128], pl.BF16, pl.Mem.Right] = pl.tile.extract(rhs_mat__ssa_v0, 0, c__ssa_v0_i_1, [64, 128], target_memory=pl.Mem.Right, attrs={"pipeline_membership": "0:0;2:1"})
                c__ssa_v0_c_3: pl.Tile[[192, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(c__ssa_v0_a_1, c__ssa_v0_b_3)
                out__ssa_v0_t0_3: pl.Tensor[[384, 640], pl.FP32] = pl.tile.store(c__ssa_v0_c_3, [c__ssa_v0_o + 192, c__ssa_v0_i_1], c__ssa_v0_ic_1)
                c__ssa_v0_b_4: pl.Tile[[64, 128], pl.BF16, pl.Mem.Right] = pl.tile.extract(rhs_mat__ssa_v0, 0, c__ssa_v0_i_1 + 128, [64, 128], target_memory=pl.Mem.Right, attrs={"pipeline_membership": "0:1;2:1"})
                c__ssa_v0_c_4: pl.Tile[[192, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(c__ssa_v0_a_1, c__ssa_v0_b_4)
                out__ssa_v0_t0_4: pl.Tensor[[384, 640], pl.FP32] = pl.tile.store(c__ssa_v0_c_4, [c__ssa_v0_o + 192, c__ssa_v0_i_1 + 128], out__ssa_v0_t0_3)
                c__ssa_v0_irv_main_1: pl.Tensor[[384, 640], pl.FP32] = pl.yield_(out__ssa_v0_t0_4)
            c__ssa_v0_b_5: pl.Tile[[64, 128], pl.BF16, pl.Mem.Right] = pl.tile.extract(rhs_mat__ssa_v0, 0, 512, [64, 128], target_memory=pl.Mem.Right, attrs={"pipeline_membership": "1:0;2:1"})
            c__ssa_v0_c_5: pl.Tile[[192, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(c__ssa_v0_a_1, c__ssa_v0_b_5)
            out__ssa_v0_t0_5: pl.Tensor[[384, 640], pl.FP32] = pl.tile.store(c__ssa_v0_c_5, [c__ssa_v0_o + 192, 512], c__ssa_v0_irv_main_1)
            c__ssa_v0_irv_1: pl.Tensor[[384, 640], pl.FP32] = out__ssa_v0_t0_5
            c__ssa_v0_orv: pl.Tensor[[384, 640], pl.FP32] = pl.yield_(c__ssa_v0_irv_1)
        return out__ssa_v0
)PY",
        R"PY(import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def kernel(lhs__ssa_v0: pl.Tensor[[384, 64], pl.BF16], rhs__ssa_v0: pl.Tensor[[64, 640], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[384, 640], pl.FP32]]) -> pl.Tensor[[384, 640], pl.FP32]:
        lhs_mat__ssa_v0: pl.Tile[[384, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(lhs__ssa_v0, [0, 0], [384, 64], [384, 64], target_memory=pl.Mem.Mat)
        rhs_mat__ssa_v0: pl.Tile[[64, 640], pl.BF16, pl.Mem.Mat] = pl.tile.load(rhs__ssa_v0, [0, 0], [64, 640], [64, 640], target_memory=pl.Mem.Mat)
        for c__ssa_v0_o, (c__ssa_v0_oc,) in pl.range(0, 384, 384, init_values=(out__ssa_v0,)):
            c__ssa_v0_a: pl.Tile[[192, 64], pl.BF16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(lhs_mat__ssa_v0, c__ssa_v0_o, 0, [192, 64], target_memory=pl.Mem.Left, attrs={"pipeline_membership": "2:0"})
            c__ssa_v0_b: pl.Tile[[64, 128], pl.BF16, pl.Mem.Right] = pl.tile.extract(rhs_mat__ssa_v0, 0, 512, [64, 128], target_memory=pl.Mem.Right, attrs={"pipeline_membership": "1:0;2:0"})
            c__ssa_v0_a_1: pl.Tile[[192, 64], pl.BF16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(lhs_mat__ssa_v0, c__ssa_v0_o + 192, 0, [192, 64], target_memory=pl.Mem.Left, attrs={"pipeline_membership": "2:1"})
            c__ssa_v0_b_1: pl.Tile[[64, 128], pl.BF16, pl.Mem.Right] = pl.tile.extract(rhs_mat__ssa_v0, 0, 512, [64, 128], target_memory=pl.Mem.Right, attrs={"pipeline_membership": "1:0;2:1"})
            for c__ssa_v0_i, (c__ssa_v0_ic,) in pl.range(0, 512, 256, init_values=(c__ssa_v0_oc,)):
                c__ssa_v0_b_2: pl.Tile[[64, 128], pl.BF16, pl.Mem.Right] = pl.tile.extract(rhs_mat__ssa_v0, 0, c__ssa_v0_i, [64, 128], target_memory=pl.Mem.Right, attrs={"pipeline_membership": "0:0;2:0"})
                c__ssa_v0_b_3: pl.Tile[[64, 128], pl.BF16, pl.Mem.Right] = pl.tile.extract(rhs_mat__ssa_v0, 0, c__ssa_v0_i + 128, [64, 128], target_memory=pl.Mem.Right, attrs={"pipeline_membership": "0:1;2:0"})
                c__ssa_v0_c: pl.Tile[[192, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(c__ssa_v0_a, c__ssa_v0_b_2)
                out__ssa_v0_t0: pl.Tensor[[384, 640], pl.FP32] = pl.tile.store(c__ssa_v0_c, [c__ssa_v0_o, c__ssa_v0_i], c__ssa_v0_ic)
                c__ssa_v0_c_1: pl.Tile[[192, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(c__ssa_v0_a, c__ssa_v0_b_3)
                out__ssa_v0_t0_1: pl.Tensor[[384, 640], pl.FP32] = pl.tile.store(c__ssa_v0_c_1, [c__ssa_v0_o, c__ssa_v0_i + 128], out__ssa_v0_t0)
                c__ssa_v0_irv_main: pl.Tensor[[384, 640], pl.FP32] = pl.yield_(out__ssa_v0_t0_1)
            c__ssa_v0_c_2: pl.Tile[[192, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(c__ssa_v0_a, c__ssa_v0_b)
            out__ssa_v0_t0_2: pl.Tensor[[384, 640], pl.FP32] = pl.tile.store(c__ssa_v0_c_2, [c__ssa_v0_o, 512], c__ssa_v0_irv_main)
            c__ssa_v0_irv: pl.Tensor[[384, 640], pl.FP32] = out__ssa_v0_t0_2
            for c__ssa_v0_i_1, (c__ssa_v0_ic_1,) in pl.range(0, 512, 256, init_values=(c__ssa_v0_irv,)):
                c__ssa_v0_b_4: pl.Tile[[64, 128], pl.BF16, pl.Mem.Right] = pl.tile.extract(rhs_mat__ssa_v0, 0, c__ssa_v0_i_1, [64, 128], target_memory=pl.Mem.Right, attrs={"pipeline_membership": "0:0;2:1"})
                c__ssa_v0_b_5: pl.Tile[[64, 128], pl.BF16, pl.Mem.Right] = pl.tile.extract(rhs_mat__ssa_v0, 0, c__ssa_v0_i_1 + 128, [64, 128], target_memory=pl.Mem.Right, attrs={"pipeline_membership": "0:1;2:1"})
                c__ssa_v0_c_3: pl.Tile[[192, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(c__ssa_v0_a_1, c__ssa_v0_b_4)
                out__ssa_v0_t0_3: pl.Tensor[[384, 640], pl.FP32] = pl.tile.store(c__ssa_v0_c_3, [c__ssa_v0_o + 192, c__ssa_v0_i_1], c__ssa_v0_ic_1)
                c__ssa_v0_c_4: pl.Tile[[192, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(c__ssa_v0_a_1, c__ssa_v0_b_5)
                out__ssa_v0_t0_4: pl.Tensor[[384, 640], pl.FP32] = pl.tile.store(c__ssa_v0_c_4, [c__ssa_v0_o + 192, c__ssa_v0_i_1 + 128], out__ssa_v0_t0_3)
                c__ssa_v0_irv_main_1: pl.Tensor[[384, 640], pl.FP32] = pl.yield_(out__ssa_v0_t0_4)
            c__ssa_v0_c_5: pl.Tile[[192, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(c__ssa_v0_a_1, c__ssa_v0_b_1)
            out__ssa_v0_t0_5: pl.Tensor[[384, 640], pl.FP32] = pl.tile.store(c__ssa_v0_c_5, [c__ssa_v0_o + 192, 512], c__ssa_v0_irv_main_1)
            c__ssa_v0_irv_1: pl.Tensor[[384, 640], pl.FP32] = out__ssa_v0_t0_5
            c__ssa_v0_orv: pl.Tensor[[384, 640], pl.FP32] = pl.yield_(c__ssa_v0_irv_1)
        return out__ssa_v0
)PY");
}
// test_lower_pipeline_loops: trip 10, stage 4 -> a main loop of 4 clones and
// a straight-line tail of 2.
TEST(LowerPipelineLoopsTest, StaticRemainderTail) {
  Check({"LowerPipelineLoops", "CanonicalizeIOOrder"}, R"PY(import pypto.language as pl

@pl.program
class Before:
    @pl.function(strict_ssa=True)
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        for i in pl.pipeline(0, 10, 1, stage=4):
            _y: pl.Scalar[pl.INDEX] = i
        return x
)PY",
        R"PY(import pypto.language as pl

@pl.program
class Expected:
    @pl.function(strict_ssa=True)
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        for i in pl.range(0, 8, 4):
            _y: pl.Scalar[pl.INDEX] = i
            _y_1: pl.Scalar[pl.INDEX] = i + 1
            _y_2: pl.Scalar[pl.INDEX] = i + 2
            _y_3: pl.Scalar[pl.INDEX] = i + 3
        _y_4: pl.Scalar[pl.INDEX] = 8
        _y_5: pl.Scalar[pl.INDEX] = 9
        return x
)PY");
}

// test_lower_pipeline_loops: a dynamic stop with a carried value: the main
// loop and a nested if-cascade on the remainder, each level yielding.
TEST(LowerPipelineLoopsTest, DynamicCascadeThreadsIterArgs) {
  Check({"LowerPipelineLoops", "CanonicalizeIOOrder"}, R"PY(import pypto.language as pl

@pl.program
class Before:
    @pl.function(strict_ssa=True)
    def main(self, x: pl.Tensor[[64], pl.FP32], s0: pl.Scalar[pl.INDEX], n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        for i, (a,) in pl.pipeline(0, n, 1, stage=4, init_values=(s0,)):
            b: pl.Scalar[pl.INDEX] = a + i
            r = pl.yield_(b)
        return r
)PY",
        R"PY(import pypto.language as pl

@pl.program
class Expected:
    @pl.function(strict_ssa=True)
    def main(self, x: pl.Tensor[[64], pl.FP32], s0: pl.Scalar[pl.INDEX], n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        unroll_main_end: pl.Scalar[pl.INDEX] = 0 + (n - 0) // 4 * 4
        for i, (a,) in pl.range(0, unroll_main_end, 4, init_values=(s0,)):
            b: pl.Scalar[pl.INDEX] = a + i
            b_1: pl.Scalar[pl.INDEX] = b + (i + 1)
            b_2: pl.Scalar[pl.INDEX] = b_1 + (i + 2)
            b_3: pl.Scalar[pl.INDEX] = b_2 + (i + 3)
            r_main = pl.yield_(b_3)
        unroll_rem: pl.Scalar[pl.INDEX] = n - unroll_main_end
        if unroll_rem == 1:
            b_4: pl.Scalar[pl.INDEX] = r_main + unroll_main_end
            r = pl.yield_(b_4)
        else:
            if unroll_rem == 2:
                b_5: pl.Scalar[pl.INDEX] = r_main + unroll_main_end
                b_6: pl.Scalar[pl.INDEX] = b_5 + (unroll_main_end + 1)
                r_rem2 = pl.yield_(b_6)
            else:
                if unroll_rem == 3:
                    b_7: pl.Scalar[pl.INDEX] = r_main + unroll_main_end
                    b_8: pl.Scalar[pl.INDEX] = b_7 + (unroll_main_end + 1)
                    b_9: pl.Scalar[pl.INDEX] = b_8 + (unroll_main_end + 2)
                    r_rem3 = pl.yield_(b_9)
                else:
                    r_rem3 = pl.yield_(r_main)
                r_rem2 = pl.yield_(r_rem3)
            r = pl.yield_(r_rem2)
        return r
)PY");
}

// test_lower_pipeline_loops: the inner pipeline is lowered before the outer
// one replicates it.
TEST(LowerPipelineLoopsTest, NestedInnerLoweredFirst) {
  Check({"LowerPipelineLoops", "CanonicalizeIOOrder"}, R"PY(import pypto.language as pl

@pl.program
class Before:
    @pl.function(strict_ssa=True)
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        for i in pl.pipeline(0, 2, 1, stage=2):
            for j in pl.pipeline(0, 2, 1, stage=2):
                _y: pl.Scalar[pl.INDEX] = j
        return x
)PY",
        R"PY(import pypto.language as pl

@pl.program
class Expected:
    @pl.function(strict_ssa=True)
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        for i in pl.range(0, 2, 2):
            for j in pl.range(0, 2, 2):
                _y: pl.Scalar[pl.INDEX] = j
                _y_1: pl.Scalar[pl.INDEX] = j + 1
            for j2 in pl.range(0, 2, 2):
                _y2: pl.Scalar[pl.INDEX] = j2
                _y3: pl.Scalar[pl.INDEX] = j2 + 1
        return x
)PY");
}

// test_canonicalize_io_order: loads first, then compute, then stores.
TEST(CanonicalizeIOOrderTest, SymmetricPingPong) {
  Check({"CanonicalizeIOOrder"}, R"PY(import pypto.language as pl

@pl.program
class Before:
    @pl.function(strict_ssa=True)
    def main(self, in_a: pl.Tensor[[128, 64], pl.FP32], out: pl.Tensor[[128, 64], pl.FP32]):
        for i in pl.pipeline(0, 2, 1, stage=1):
            ta0: pl.Tile[[64, 64], pl.FP32] = pl.tile.load(in_a, [0, 0], [64, 64])
            tc0: pl.Tile[[64, 64], pl.FP32] = pl.tile.add(ta0, ta0)
            pl.tile.store(tc0, [0, 0], out)
            ta1: pl.Tile[[64, 64], pl.FP32] = pl.tile.load(in_a, [64, 0], [64, 64])
            tc1: pl.Tile[[64, 64], pl.FP32] = pl.tile.add(ta1, ta1)
            pl.tile.store(tc1, [64, 0], out)
)PY",
        R"PY(import pypto.language as pl

@pl.program
class Expected:
    @pl.function(strict_ssa=True)
    def main(self, in_a: pl.Tensor[[128, 64], pl.FP32], out: pl.Tensor[[128, 64], pl.FP32]):
        for i in pl.range(0, 2, 1):
            ta0: pl.Tile[[64, 64], pl.FP32] = pl.tile.load(in_a, [0, 0], [64, 64])
            ta1: pl.Tile[[64, 64], pl.FP32] = pl.tile.load(in_a, [64, 0], [64, 64])
            tc0: pl.Tile[[64, 64], pl.FP32] = pl.tile.add(ta0, ta0)
            tc1: pl.Tile[[64, 64], pl.FP32] = pl.tile.add(ta1, ta1)
            pl.tile.store(tc0, [0, 0], out)
            pl.tile.store(tc1, [64, 0], out)
)PY");
}

// test_canonicalize_io_order: a function reading a variable after passing it
// as an InOut argument is left entirely unchanged (no reorder, no demotion).
// Such input is rejected by verification, so the transform is called directly.
TEST(CanonicalizeIOOrderTest, StaleInOutReadSkipsFunction) {
  auto program = ParseOrFail(R"PY(import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def mutate(self, T: pl.InOut[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        r: pl.Tensor[[64, 64], pl.FP32] = pl.add(T, T)
        return r

    @pl.function
    def main(self, x: pl.Tensor[[64, 64], pl.FP32], in_a: pl.Tensor[[64, 64], pl.FP32], out: pl.Tensor[[64, 64], pl.FP32]) -> pl.Tensor[[64, 64], pl.FP32]:
        _t_new: pl.Tensor[[64, 64], pl.FP32] = self.mutate(x)
        y: pl.Tensor[[64, 64], pl.FP32] = pl.add(x, x)
        for i in pl.pipeline(0, 2, 1, stage=1):
            t: pl.Tile[[64, 64], pl.FP32] = pl.tile.load(in_a, [0, 0], [64, 64])
            pl.tile.store(t, [0, 0], out)
            t2: pl.Tile[[64, 64], pl.FP32] = pl.tile.load(in_a, [0, 0], [64, 64])
            _c: pl.Tile[[64, 64], pl.FP32] = pl.tile.add(t2, t2)
        return y
)PY");
  ASSERT_NE(program, nullptr);
  EXPECT_EQ(CanonicalizeIOOrder(program), program);
}

constexpr char kCrossCoreBefore[] = R"PY(import pypto.language as pl

@pl.program
class Before:
    @pl.function(strict_ssa=True)
    def main(self, q: pl.Tensor[[64, 64], pl.FP32], out: pl.Tensor[[64, 64], pl.FP32]):
        for i in pl.pipeline(0, 2, 1, stage=1):
            qa: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(q, [0, 0], [16, 64])
            rs: pl.Tile[[16, 64], pl.FP32] = pl.tile.add(qa, qa)
            pl.tile.tpush_to_aiv(rs, split=0)
            e: pl.Tile[[16, 64], pl.FP32] = pl.tile.tpop_from_aiv(split=0)
            oi: pl.Tile[[16, 64], pl.FP32] = pl.tile.add(e, e)
            pl.tile.store(oi, [0, 0], out)
)PY";

constexpr char kCrossCoreExpected[] = R"PY(import pypto.language as pl

@pl.program
class Expected:
    @pl.function(strict_ssa=True)
    def main(self, q: pl.Tensor[[64, 64], pl.FP32], out: pl.Tensor[[64, 64], pl.FP32]):
        for i in pl.range(0, 2, 1):
            qa: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(q, [0, 0], [16, 64])
            rs: pl.Tile[[16, 64], pl.FP32] = pl.tile.add(qa, qa)
            pl.tile.tpush_to_aiv(rs, split=0)
            e: pl.Tile[[16, 64], pl.FP32] = pl.tile.tpop_from_aiv(split=0)
            oi: pl.Tile[[16, 64], pl.FP32] = pl.tile.add(e, e)
            pl.tile.store(oi, [0, 0], out)
)PY";

// test_canonicalize_io_order: cross-core ops are ordinary compute; the loop is
// demoted.
TEST(CanonicalizeIOOrderTest, CrossCoreBodyNotReordered) {
  Check({"CanonicalizeIOOrder"}, kCrossCoreBefore, kCrossCoreExpected);
}

// The same stage=1 cross-core loop through SkewCrossCorePipeline (which
// demotes it) and the pipeline lowering gives the same program.
TEST(SkewCrossCorePipelineTest, StageOneCrossCoreLoopDemoted) {
  Check({"SkewCrossCorePipeline", "LowerPipelineLoops", "CanonicalizeIOOrder"}, kCrossCoreBefore,
        kCrossCoreExpected);
}

}  // namespace
}  // namespace ptoc::transforms
