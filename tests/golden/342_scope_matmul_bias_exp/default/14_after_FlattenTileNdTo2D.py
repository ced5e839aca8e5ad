# pypto.program: ScopeMatmulBiasExp
import pypto.language as pl

@pl.program
class ScopeMatmulBiasExp:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(a__ssa_v0: pl.Tensor[[64, 128], pl.FP16], b__ssa_v0: pl.Tensor[[128, 64], pl.FP16], bias__ssa_v0: pl.Tensor[[64, 64], pl.FP32], out__ssa_v0: pl.InOut[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        bias__tile: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(bias__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        a__ssa_v0_mat: pl.Tile[[64, 128], pl.FP16, pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Mat, attrs={"__compiler_tensor_to_tile_mat_bridge": True})
        b__ssa_v0_mat: pl.Tile[[128, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0], [128, 64], [128, 64], target_memory=pl.Mem.Mat, attrs={"__compiler_tensor_to_tile_mat_bridge": True})
        prod__tile: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a__ssa_v0_mat, b__ssa_v0_mat)
        biased__tile: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.add(prod__tile, bias__tile)
        act__tile: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.exp(biased__tile)
        out__tile: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(act__tile, [0, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[64, 128], pl.FP16], b__ssa_v0: pl.Tensor[[128, 64], pl.FP16], bias__ssa_v0: pl.Tensor[[64, 64], pl.FP32], out__ssa_v0: pl.InOut[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        out__ssa_v1: pl.Tensor[[64, 64], pl.FP32] = self.main_incore_0(a__ssa_v0, b__ssa_v0, bias__ssa_v0, out__ssa_v0)
        return out__ssa_v1
