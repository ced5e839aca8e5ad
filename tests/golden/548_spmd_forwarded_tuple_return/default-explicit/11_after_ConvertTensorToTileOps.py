# pypto.program: SpmdTensorMixed
import pypto.language as pl

@pl.program
class SpmdTensorMixed:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(a__ssa_v0: pl.Tensor[[256, 64], pl.FP16], w__ssa_v0: pl.Tensor[[64, 64], pl.FP16], ret0__out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> tuple[pl.Scalar[pl.INDEX], pl.Tensor[[64, 64], pl.FP32]]:
        i__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        xs__tile: pl.Tile[[64, 64], pl.FP16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(a__ssa_v0, [i__ssa_v0 * 64, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat, attrs={"__compiler_tensor_to_tile_mat_bridge": True})
        w__ssa_v0_mat: pl.Tile[[64, 64], pl.FP16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(w__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat, attrs={"__compiler_tensor_to_tile_mat_bridge": True})
        c__tile: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.matmul(xs__tile, w__ssa_v0_mat)
        r__tile: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.exp(c__tile)
        ret0__store: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(r__tile, [0, 0], ret0__out)
        return i__ssa_v0, ret0__store
    @pl.function(type=pl.FunctionType.Spmd, attrs={"core_num": 4})
    def main_spmd_0(self, a__ssa_v0: pl.Tensor[[256, 64], pl.FP16], w__ssa_v0: pl.Tensor[[64, 64], pl.FP16], ret0__out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> tuple[pl.Scalar[pl.INDEX], pl.Tensor[[64, 64], pl.FP32]]:
        ret__tmp_v0: pl.Tuple[pl.Scalar[pl.INDEX], pl.Tensor[[64, 64], pl.FP32]] = self.main_incore_0(a__ssa_v0, w__ssa_v0, ret0__out)
        i__ssa_v0: pl.Scalar[pl.INDEX] = ret__tmp_v0[0]
        r__ssa_v0: pl.Tensor[[64, 64], pl.FP32] = ret__tmp_v0[1]
        return i__ssa_v0, r__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[256, 64], pl.FP16], w__ssa_v0: pl.Tensor[[64, 64], pl.FP16], y__ssa_v0: pl.Out[pl.Tensor[[256, 64], pl.FP32]]) -> pl.Tensor[[256, 64], pl.FP32]:
        ret0__out: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.create([64, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        ret__tmp_v0: pl.Tuple[pl.Scalar[pl.INDEX], pl.Tensor[[64, 64], pl.FP32]] = self.main_spmd_0(a__ssa_v0, w__ssa_v0, ret0__out)
        i__ssa_v0: pl.Scalar[pl.INDEX] = ret__tmp_v0[0]
        r__ssa_v0: pl.Tensor[[64, 64], pl.FP32] = ret__tmp_v0[1]
        y__ssa_v1: pl.Tensor[[256, 64], pl.FP32] = pl.tensor.assemble(y__ssa_v0, r__ssa_v0, [i__ssa_v0 * 64, 0])
        y__ssa_v2: pl.Tensor[[256, 64], pl.FP32] = pl.tensor.assemble(y__ssa_v1, r__ssa_v0, [0, 0])
        return y__ssa_v2
