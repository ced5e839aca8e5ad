// AutoTileMatmulL0 decisions: which matmuls the reference rewrites into L0
// tile loops and which it leaves unchanged. Inputs are the programs after
// LegalizeTileCast; every expected outcome was produced by the reference at
// 00cacc259 (the dump after AutoTileMatmulL0 equals the one before, or
// differs). Exact rewrites are checked in l0_pipeline_rewrite_test.
#include <string>

#include "compiler/backend/soc.h"
#include "compiler/ir/structural_equal.h"
#include "gtest/gtest.h"
#include "tests/testing/dsl_pass_check.h"
#include "tests/testing/pass_test_env.h"

PTOC_PASS_TEST_REQUIRES_PASS_RUNS();

namespace ptoc::transforms {
namespace {

using ::ptoc::testing::ExpectPassOn;
using ::ptoc::testing::ParseOrFail;
using ::ptoc::testing::RunPassesOrFail;

constexpr char kPass[] = "AutoTileMatmulL0";

void ExpectUnchanged(const std::string& src) {
  auto program = ParseOrFail(src);
  ASSERT_NE(program, nullptr);
  ExpectPassOn(kPass, program, ParseOrFail(src));
}

// The reference rewrites the program.
void ExpectTiled(const std::string& src) {
  auto program = ParseOrFail(src);
  ASSERT_NE(program, nullptr);
  auto result = RunPassesOrFail({kPass}, program);
  ASSERT_NE(result, nullptr);
  EXPECT_FALSE(ir::StructuralEqual(result, ParseOrFail(src)));
}

constexpr char kBf1664x64x64FitsOneTile[] = R"PY(import pypto.language as pl

@pl.program
class MmProbe:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def mm(a__ssa_v0: pl.Tensor[[64, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.InOut[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        a__ssa_v0_mat: pl.Tile[[64, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat, attrs={"__compiler_tensor_to_tile_mat_bridge": True})
        b__ssa_v0_mat: pl.Tile[[64, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat, attrs={"__compiler_tensor_to_tile_mat_bridge": True})
        c__tile: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a__ssa_v0_mat, b__ssa_v0_mat)
        out__tile: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(c__tile, [0, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[64, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.InOut[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        out__ssa_v1: pl.Tensor[[64, 64], pl.FP32] = self.mm(a__ssa_v0, b__ssa_v0, out__ssa_v0)
        return out__ssa_v1
)PY";
TEST(AutoTileMatmulL0Test, Bf16Mnk64x64x64FitsOneTile) {
  ExpectUnchanged(kBf1664x64x64FitsOneTile);
}

constexpr char kBf16128x128x128FitsOneTile[] = R"PY(import pypto.language as pl

@pl.program
class MmProbe:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def mm(a__ssa_v0: pl.Tensor[[128, 128], pl.BF16], b__ssa_v0: pl.Tensor[[128, 128], pl.BF16], out__ssa_v0: pl.InOut[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        a__ssa_v0_mat: pl.Tile[[128, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [0, 0], [128, 128], [128, 128], target_memory=pl.Mem.Mat, attrs={"__compiler_tensor_to_tile_mat_bridge": True})
        b__ssa_v0_mat: pl.Tile[[128, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0], [128, 128], [128, 128], target_memory=pl.Mem.Mat, attrs={"__compiler_tensor_to_tile_mat_bridge": True})
        c__tile: pl.Tile[[128, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a__ssa_v0_mat, b__ssa_v0_mat)
        out__tile: pl.Tensor[[128, 128], pl.FP32] = pl.tile.store(c__tile, [0, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[128, 128], pl.BF16], b__ssa_v0: pl.Tensor[[128, 128], pl.BF16], out__ssa_v0: pl.InOut[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[128, 128], pl.FP32] = self.mm(a__ssa_v0, b__ssa_v0, out__ssa_v0)
        return out__ssa_v1
)PY";
TEST(AutoTileMatmulL0Test, Bf16Mnk128x128x128FitsOneTile) {
  ExpectUnchanged(kBf16128x128x128FitsOneTile);
}

constexpr char kFp32128x128x16FitsOneTile[] = R"PY(import pypto.language as pl

@pl.program
class MmProbe:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def mm(a__ssa_v0: pl.Tensor[[128, 16], pl.FP32], b__ssa_v0: pl.Tensor[[16, 128], pl.FP32], out__ssa_v0: pl.InOut[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        a__ssa_v0_mat: pl.Tile[[128, 16], pl.FP32, pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [0, 0], [128, 16], [128, 16], target_memory=pl.Mem.Mat, attrs={"__compiler_tensor_to_tile_mat_bridge": True})
        b__ssa_v0_mat: pl.Tile[[16, 128], pl.FP32, pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Mat, attrs={"__compiler_tensor_to_tile_mat_bridge": True})
        c__tile: pl.Tile[[128, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a__ssa_v0_mat, b__ssa_v0_mat)
        out__tile: pl.Tensor[[128, 128], pl.FP32] = pl.tile.store(c__tile, [0, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[128, 16], pl.FP32], b__ssa_v0: pl.Tensor[[16, 128], pl.FP32], out__ssa_v0: pl.InOut[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[128, 128], pl.FP32] = self.mm(a__ssa_v0, b__ssa_v0, out__ssa_v0)
        return out__ssa_v1
)PY";
TEST(AutoTileMatmulL0Test, Fp32Mnk128x128x16FitsOneTile) {
  ExpectUnchanged(kFp32128x128x16FitsOneTile);
}

constexpr char kInt8128x128x128FitsOneTile[] = R"PY(import pypto.language as pl

@pl.program
class MmProbe:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def mm(a__ssa_v0: pl.Tensor[[128, 128], pl.INT8], b__ssa_v0: pl.Tensor[[128, 128], pl.INT8], out__ssa_v0: pl.InOut[pl.Tensor[[128, 128], pl.INT32]]) -> pl.Tensor[[128, 128], pl.INT32]:
        a__ssa_v0_mat: pl.Tile[[128, 128], pl.INT8, pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [0, 0], [128, 128], [128, 128], target_memory=pl.Mem.Mat, attrs={"__compiler_tensor_to_tile_mat_bridge": True})
        b__ssa_v0_mat: pl.Tile[[128, 128], pl.INT8, pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0], [128, 128], [128, 128], target_memory=pl.Mem.Mat, attrs={"__compiler_tensor_to_tile_mat_bridge": True})
        c__tile: pl.Tile[[128, 128], pl.INT32, pl.Mem.Acc] = pl.tile.matmul(a__ssa_v0_mat, b__ssa_v0_mat)
        out__tile: pl.Tensor[[128, 128], pl.INT32] = pl.tile.store(c__tile, [0, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[128, 128], pl.INT8], b__ssa_v0: pl.Tensor[[128, 128], pl.INT8], out__ssa_v0: pl.InOut[pl.Tensor[[128, 128], pl.INT32]]) -> pl.Tensor[[128, 128], pl.INT32]:
        out__ssa_v1: pl.Tensor[[128, 128], pl.INT32] = self.mm(a__ssa_v0, b__ssa_v0, out__ssa_v0)
        return out__ssa_v1
)PY";
TEST(AutoTileMatmulL0Test, Int8Mnk128x128x128FitsOneTile) {
  ExpectUnchanged(kInt8128x128x128FitsOneTile);
}

constexpr char kMNTiledResultReadByVectorOpLeftAlone[] = R"PY(import pypto.language as pl

@pl.program
class MmEdge:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def mm(a__ssa_v0: pl.Tensor[[256, 128], pl.FP32], b__ssa_v0: pl.Tensor[[128, 256], pl.FP32], out__ssa_v0: pl.InOut[pl.Tensor[[256, 256], pl.FP32]]) -> pl.Tensor[[256, 256], pl.FP32]:
        a__ssa_v0_mat: pl.Tile[[256, 128], pl.FP32, pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [0, 0], [256, 128], [256, 128], target_memory=pl.Mem.Mat, attrs={"__compiler_tensor_to_tile_mat_bridge": True})
        b__ssa_v0_mat: pl.Tile[[128, 256], pl.FP32, pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0], [128, 256], [128, 256], target_memory=pl.Mem.Mat, attrs={"__compiler_tensor_to_tile_mat_bridge": True})
        c__tile: pl.Tile[[256, 256], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a__ssa_v0_mat, b__ssa_v0_mat)
        e__tile: pl.Tile[[256, 256], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.exp(c__tile)
        out__tile: pl.Tensor[[256, 256], pl.FP32] = pl.tile.store(e__tile, [0, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[256, 128], pl.FP32], b__ssa_v0: pl.Tensor[[128, 256], pl.FP32], out__ssa_v0: pl.InOut[pl.Tensor[[256, 256], pl.FP32]]) -> pl.Tensor[[256, 256], pl.FP32]:
        out__ssa_v1: pl.Tensor[[256, 256], pl.FP32] = self.mm(a__ssa_v0, b__ssa_v0, out__ssa_v0)
        return out__ssa_v1
)PY";
TEST(AutoTileMatmulL0Test, MNTiledResultReadByVectorOpLeftAlone) {
  ExpectUnchanged(kMNTiledResultReadByVectorOpLeftAlone);
}

constexpr char kRoundModeDowncastBetweenMatmulsLeftAlone[] = R"PY(import pypto.language as pl

@pl.program
class MmEdge:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def mm(a__ssa_v0: pl.Tensor[[64, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], w__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.InOut[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        a__ssa_v0_mat: pl.Tile[[64, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat, attrs={"__compiler_tensor_to_tile_mat_bridge": True})
        b__ssa_v0_mat: pl.Tile[[64, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat, attrs={"__compiler_tensor_to_tile_mat_bridge": True})
        c__tile: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a__ssa_v0_mat, b__ssa_v0_mat)
        cb__tile: pl.Tile[[64, 64], pl.BF16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.cast(c__tile, target_type=pl.BF16, mode='round')
        w__ssa_v0_mat: pl.Tile[[64, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(w__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat, attrs={"__compiler_tensor_to_tile_mat_bridge": True})
        d__tile: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(cb__tile, w__ssa_v0_mat)
        out__tile: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(d__tile, [0, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[64, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], w__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.InOut[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        out__ssa_v1: pl.Tensor[[64, 64], pl.FP32] = self.mm(a__ssa_v0, b__ssa_v0, w__ssa_v0, out__ssa_v0)
        return out__ssa_v1
)PY";
TEST(AutoTileMatmulL0Test, RoundModeDowncastBetweenMatmulsLeftAlone) {
  ExpectUnchanged(kRoundModeDowncastBetweenMatmulsLeftAlone);
}

constexpr char kBf16256x256x64FitsOneTileOn950[] = R"PY(import pypto.language as pl

@pl.program
class MmProbe:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def mm(a__ssa_v0: pl.Tensor[[256, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 256], pl.BF16], out__ssa_v0: pl.InOut[pl.Tensor[[256, 256], pl.FP32]]) -> pl.Tensor[[256, 256], pl.FP32]:
        a__ssa_v0_mat: pl.Tile[[256, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [0, 0], [256, 64], [256, 64], target_memory=pl.Mem.Mat, attrs={"__compiler_tensor_to_tile_mat_bridge": True})
        b__ssa_v0_mat: pl.Tile[[64, 256], pl.BF16, pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0], [64, 256], [64, 256], target_memory=pl.Mem.Mat, attrs={"__compiler_tensor_to_tile_mat_bridge": True})
        c__tile: pl.Tile[[256, 256], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a__ssa_v0_mat, b__ssa_v0_mat)
        out__tile: pl.Tensor[[256, 256], pl.FP32] = pl.tile.store(c__tile, [0, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[256, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 256], pl.BF16], out__ssa_v0: pl.InOut[pl.Tensor[[256, 256], pl.FP32]]) -> pl.Tensor[[256, 256], pl.FP32]:
        out__ssa_v1: pl.Tensor[[256, 256], pl.FP32] = self.mm(a__ssa_v0, b__ssa_v0, out__ssa_v0)
        return out__ssa_v1
)PY";
TEST(AutoTileMatmulL0Test, Bf16Mnk256x256x64FitsOneTileOn950) {
  backend::ScopedSoc soc(backend::Ascend950());
  ExpectUnchanged(kBf16256x256x64FitsOneTileOn950);
}

constexpr char kBf1616x256x128KTiledThoughItFitsL0[] = R"PY(import pypto.language as pl

@pl.program
class MmProbe:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def mm(a__ssa_v0: pl.Tensor[[16, 128], pl.BF16], b__ssa_v0: pl.Tensor[[128, 256], pl.BF16], out__ssa_v0: pl.InOut[pl.Tensor[[16, 256], pl.FP32]]) -> pl.Tensor[[16, 256], pl.FP32]:
        a__ssa_v0_mat: pl.Tile[[16, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Mat, attrs={"__compiler_tensor_to_tile_mat_bridge": True})
        b__ssa_v0_mat: pl.Tile[[128, 256], pl.BF16, pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0], [128, 256], [128, 256], target_memory=pl.Mem.Mat, attrs={"__compiler_tensor_to_tile_mat_bridge": True})
        c__tile: pl.Tile[[16, 256], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a__ssa_v0_mat, b__ssa_v0_mat)
        out__tile: pl.Tensor[[16, 256], pl.FP32] = pl.tile.store(c__tile, [0, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[16, 128], pl.BF16], b__ssa_v0: pl.Tensor[[128, 256], pl.BF16], out__ssa_v0: pl.InOut[pl.Tensor[[16, 256], pl.FP32]]) -> pl.Tensor[[16, 256], pl.FP32]:
        out__ssa_v1: pl.Tensor[[16, 256], pl.FP32] = self.mm(a__ssa_v0, b__ssa_v0, out__ssa_v0)
        return out__ssa_v1
)PY";
TEST(AutoTileMatmulL0Test, Bf16Mnk16x256x128KTiledThoughItFitsL0) {
  ExpectTiled(kBf1616x256x128KTiledThoughItFitsL0);
}

constexpr char kFp32128x128x128KTiled[] = R"PY(import pypto.language as pl

@pl.program
class MmProbe:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def mm(a__ssa_v0: pl.Tensor[[128, 128], pl.FP32], b__ssa_v0: pl.Tensor[[128, 128], pl.FP32], out__ssa_v0: pl.InOut[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        a__ssa_v0_mat: pl.Tile[[128, 128], pl.FP32, pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [0, 0], [128, 128], [128, 128], target_memory=pl.Mem.Mat, attrs={"__compiler_tensor_to_tile_mat_bridge": True})
        b__ssa_v0_mat: pl.Tile[[128, 128], pl.FP32, pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0], [128, 128], [128, 128], target_memory=pl.Mem.Mat, attrs={"__compiler_tensor_to_tile_mat_bridge": True})
        c__tile: pl.Tile[[128, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a__ssa_v0_mat, b__ssa_v0_mat)
        out__tile: pl.Tensor[[128, 128], pl.FP32] = pl.tile.store(c__tile, [0, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[128, 128], pl.FP32], b__ssa_v0: pl.Tensor[[128, 128], pl.FP32], out__ssa_v0: pl.InOut[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[128, 128], pl.FP32] = self.mm(a__ssa_v0, b__ssa_v0, out__ssa_v0)
        return out__ssa_v1
)PY";
TEST(AutoTileMatmulL0Test, Fp32Mnk128x128x128KTiled) { ExpectTiled(kFp32128x128x128KTiled); }

constexpr char kBf16256x256x256Tiled[] = R"PY(import pypto.language as pl

@pl.program
class MmProbe:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def mm(a__ssa_v0: pl.Tensor[[256, 256], pl.BF16], b__ssa_v0: pl.Tensor[[256, 256], pl.BF16], out__ssa_v0: pl.InOut[pl.Tensor[[256, 256], pl.FP32]]) -> pl.Tensor[[256, 256], pl.FP32]:
        a__ssa_v0_mat: pl.Tile[[256, 256], pl.BF16, pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [0, 0], [256, 256], [256, 256], target_memory=pl.Mem.Mat, attrs={"__compiler_tensor_to_tile_mat_bridge": True})
        b__ssa_v0_mat: pl.Tile[[256, 256], pl.BF16, pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0], [256, 256], [256, 256], target_memory=pl.Mem.Mat, attrs={"__compiler_tensor_to_tile_mat_bridge": True})
        c__tile: pl.Tile[[256, 256], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a__ssa_v0_mat, b__ssa_v0_mat)
        out__tile: pl.Tensor[[256, 256], pl.FP32] = pl.tile.store(c__tile, [0, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[256, 256], pl.BF16], b__ssa_v0: pl.Tensor[[256, 256], pl.BF16], out__ssa_v0: pl.InOut[pl.Tensor[[256, 256], pl.FP32]]) -> pl.Tensor[[256, 256], pl.FP32]:
        out__ssa_v1: pl.Tensor[[256, 256], pl.FP32] = self.mm(a__ssa_v0, b__ssa_v0, out__ssa_v0)
        return out__ssa_v1
)PY";
TEST(AutoTileMatmulL0Test, Bf16Mnk256x256x256Tiled) { ExpectTiled(kBf16256x256x256Tiled); }

constexpr char kBf16256x256x64TiledOn910B[] = R"PY(import pypto.language as pl

@pl.program
class MmProbe:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def mm(a__ssa_v0: pl.Tensor[[256, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 256], pl.BF16], out__ssa_v0: pl.InOut[pl.Tensor[[256, 256], pl.FP32]]) -> pl.Tensor[[256, 256], pl.FP32]:
        a__ssa_v0_mat: pl.Tile[[256, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [0, 0], [256, 64], [256, 64], target_memory=pl.Mem.Mat, attrs={"__compiler_tensor_to_tile_mat_bridge": True})
        b__ssa_v0_mat: pl.Tile[[64, 256], pl.BF16, pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0], [64, 256], [64, 256], target_memory=pl.Mem.Mat, attrs={"__compiler_tensor_to_tile_mat_bridge": True})
        c__tile: pl.Tile[[256, 256], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a__ssa_v0_mat, b__ssa_v0_mat)
        out__tile: pl.Tensor[[256, 256], pl.FP32] = pl.tile.store(c__tile, [0, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[256, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 256], pl.BF16], out__ssa_v0: pl.InOut[pl.Tensor[[256, 256], pl.FP32]]) -> pl.Tensor[[256, 256], pl.FP32]:
        out__ssa_v1: pl.Tensor[[256, 256], pl.FP32] = self.mm(a__ssa_v0, b__ssa_v0, out__ssa_v0)
        return out__ssa_v1
)PY";
TEST(AutoTileMatmulL0Test, Bf16Mnk256x256x64TiledOn910B) {
  ExpectTiled(kBf16256x256x64TiledOn910B);
}

constexpr char kMNTiledResultWithSoleStore[] = R"PY(import pypto.language as pl

@pl.program
class MmEdge:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def mm(a__ssa_v0: pl.Tensor[[256, 128], pl.FP32], b__ssa_v0: pl.Tensor[[128, 256], pl.FP32], out__ssa_v0: pl.InOut[pl.Tensor[[256, 256], pl.FP32]]) -> pl.Tensor[[256, 256], pl.FP32]:
        a__ssa_v0_mat: pl.Tile[[256, 128], pl.FP32, pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [0, 0], [256, 128], [256, 128], target_memory=pl.Mem.Mat, attrs={"__compiler_tensor_to_tile_mat_bridge": True})
        b__ssa_v0_mat: pl.Tile[[128, 256], pl.FP32, pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0], [128, 256], [128, 256], target_memory=pl.Mem.Mat, attrs={"__compiler_tensor_to_tile_mat_bridge": True})
        c__tile: pl.Tile[[256, 256], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a__ssa_v0_mat, b__ssa_v0_mat)
        out__tile: pl.Tensor[[256, 256], pl.FP32] = pl.tile.store(c__tile, [0, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[256, 128], pl.FP32], b__ssa_v0: pl.Tensor[[128, 256], pl.FP32], out__ssa_v0: pl.InOut[pl.Tensor[[256, 256], pl.FP32]]) -> pl.Tensor[[256, 256], pl.FP32]:
        out__ssa_v1: pl.Tensor[[256, 256], pl.FP32] = self.mm(a__ssa_v0, b__ssa_v0, out__ssa_v0)
        return out__ssa_v1
)PY";
TEST(AutoTileMatmulL0Test, MNTiledResultWithSoleStore) { ExpectTiled(kMNTiledResultWithSoleStore); }

constexpr char kVecLeftOperandKTiled[] = R"PY(import pypto.language as pl

@pl.program
class MmEdge:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def mm(a__ssa_v0: pl.Tensor[[64, 512], pl.FP32], b__ssa_v0: pl.Tensor[[512, 64], pl.BF16], out__ssa_v0: pl.InOut[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        a__tile: pl.Tile[[64, 512], pl.FP32, pl.Mem.Vec] = pl.tile.load(a__ssa_v0, [0, 0], [64, 512], [64, 512], target_memory=pl.Mem.Vec)
        ea__tile: pl.Tile[[64, 512], pl.FP32, pl.Mem.Vec] = pl.tile.exp(a__tile)
        eb__tile: pl.Tile[[64, 512], pl.BF16, pl.Mem.Vec] = pl.tile.cast(ea__tile, target_type=pl.BF16, mode='round')
        b__ssa_v0_mat: pl.Tile[[512, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0], [512, 64], [512, 64], target_memory=pl.Mem.Mat, attrs={"__compiler_tensor_to_tile_mat_bridge": True})
        c__tile: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(eb__tile, b__ssa_v0_mat)
        out__tile: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(c__tile, [0, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[64, 512], pl.FP32], b__ssa_v0: pl.Tensor[[512, 64], pl.BF16], out__ssa_v0: pl.InOut[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        out__ssa_v1: pl.Tensor[[64, 64], pl.FP32] = self.mm(a__ssa_v0, b__ssa_v0, out__ssa_v0)
        return out__ssa_v1
)PY";
TEST(AutoTileMatmulL0Test, VecLeftOperandKTiled) { ExpectTiled(kVecLeftOperandKTiled); }

constexpr char kMatmulAndMatmulAccInLoopKTiled[] = R"PY(import pypto.language as pl

@pl.program
class MmEdge:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def mm(a__ssa_v0: pl.Tensor[[64, 1024], pl.BF16], b__ssa_v0: pl.Tensor[[1024, 64], pl.BF16], out__ssa_v0: pl.InOut[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        acc__tile: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.create([64, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        for kb__idx_v0, (acc__iter_v1,) in pl.range(2, init_values=(acc__tile,)):
            ak__tile: pl.Tile[[64, 512], pl.BF16, pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [0, kb__idx_v0 * 512], [64, 512], [64, 512], target_memory=pl.Mem.Mat, attrs={"__compiler_tensor_to_tile_mat_bridge": True})
            bk__tile: pl.Tile[[512, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [kb__idx_v0 * 512, 0], [512, 64], [512, 64], target_memory=pl.Mem.Mat, attrs={"__compiler_tensor_to_tile_mat_bridge": True})
            if kb__idx_v0 == 0:
                acc__tile_1: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(ak__tile, bk__tile)
                acc__phi_v5: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc] = pl.yield_(acc__tile_1)
            else:
                acc__tile_2: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc__iter_v1, ak__tile, bk__tile)
                acc__phi_v5: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc] = pl.yield_(acc__tile_2)
            acc__rv_v2: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(acc__phi_v5)
        out__tile: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(acc__rv_v2, [0, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[64, 1024], pl.BF16], b__ssa_v0: pl.Tensor[[1024, 64], pl.BF16], out__ssa_v0: pl.InOut[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        out__ssa_v1: pl.Tensor[[64, 64], pl.FP32] = self.mm(a__ssa_v0, b__ssa_v0, out__ssa_v0)
        return out__ssa_v1
)PY";
TEST(AutoTileMatmulL0Test, MatmulAndMatmulAccInLoopKTiled) {
  ExpectTiled(kMatmulAndMatmulAccInLoopKTiled);
}

constexpr char kRintDowncastBetweenMatmulsFolded[] = R"PY(import pypto.language as pl

@pl.program
class MmEdge:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def mm(a__ssa_v0: pl.Tensor[[64, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], w__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.InOut[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        a__ssa_v0_mat: pl.Tile[[64, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat, attrs={"__compiler_tensor_to_tile_mat_bridge": True})
        b__ssa_v0_mat: pl.Tile[[64, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat, attrs={"__compiler_tensor_to_tile_mat_bridge": True})
        c__tile: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a__ssa_v0_mat, b__ssa_v0_mat)
        cb__tile: pl.Tile[[64, 64], pl.BF16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.cast(c__tile, target_type=pl.BF16, mode='rint')
        w__ssa_v0_mat: pl.Tile[[64, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(w__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat, attrs={"__compiler_tensor_to_tile_mat_bridge": True})
        d__tile: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(cb__tile, w__ssa_v0_mat)
        out__tile: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(d__tile, [0, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[64, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], w__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.InOut[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        out__ssa_v1: pl.Tensor[[64, 64], pl.FP32] = self.mm(a__ssa_v0, b__ssa_v0, w__ssa_v0, out__ssa_v0)
        return out__ssa_v1
)PY";
TEST(AutoTileMatmulL0Test, RintDowncastBetweenMatmulsFolded) {
  ExpectTiled(kRintDowncastBetweenMatmulsFolded);
}

}  // namespace
}  // namespace ptoc::transforms
