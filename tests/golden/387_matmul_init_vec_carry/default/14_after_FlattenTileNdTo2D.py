# pypto.program: MatmulInitVecCarry
import pypto.language as pl

@pl.program
class MatmulInitVecCarry:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(a__ssa_v0: pl.Tensor[[64, 64], pl.FP16], b__ssa_v0: pl.Tensor[[64, 64], pl.FP16], n__ssa_v0: pl.Scalar[pl.INDEX], bias__ssa_v0: pl.Tensor[[64, 64], pl.FP32], c__ssa_v0: pl.InOut[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
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
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[64, 64], pl.FP16], b__ssa_v0: pl.Tensor[[64, 64], pl.FP16], bias__ssa_v0: pl.Tensor[[64, 64], pl.FP32], n__ssa_v0: pl.Scalar[pl.INDEX], c__ssa_v0: pl.InOut[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        c__ssa_v1: pl.Tensor[[64, 64], pl.FP32] = self.main_incore_0(a__ssa_v0, b__ssa_v0, n__ssa_v0, bias__ssa_v0, c__ssa_v0)
        return c__ssa_v1
