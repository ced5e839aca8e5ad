# pypto.program: SpmdMixed
import pypto.language as pl

@pl.program
class SpmdMixed:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def mm(a__ssa_v0: pl.Tensor[[256, 64], pl.FP16], w__ssa_v0: pl.Tensor[[64, 64], pl.FP16], y__ssa_v0: pl.InOut[pl.Tensor[[256, 64], pl.FP32]]) -> pl.Tensor[[256, 64], pl.FP32]:
        i__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        at__ssa_v0: pl.Tile[[64, 64], pl.FP16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(a__ssa_v0, [i__ssa_v0 * 64, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        wt__ssa_v0: pl.Tile[[64, 64], pl.FP16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(w__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        al__ssa_v0: pl.Tile[[64, 64], pl.FP16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.move(at__ssa_v0, target_memory=pl.Mem.Left)
        wr__ssa_v0: pl.Tile[[64, 64], pl.FP16, pl.Mem.Right, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, fractal=512)] = pl.tile.move(wt__ssa_v0, target_memory=pl.Mem.Right)
        c__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.matmul(al__ssa_v0, wr__ssa_v0)
        cv__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.move(c__ssa_v0, target_memory=pl.Mem.Vec)
        r__rm_a0_tmp_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.move(cv__ssa_v0, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
        r__row_major_tmp_v1: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.relu(r__rm_a0_tmp_v0)
        r__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.move(r__row_major_tmp_v1, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)
        y__ssa_v1: pl.Tensor[[256, 64], pl.FP32] = pl.tile.store(r__ssa_v0, [i__ssa_v0 * 64, 0], y__ssa_v0)
        y__store: pl.Tensor[[256, 64], pl.FP32] = y__ssa_v1
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd, attrs={"core_num": 4})
    def mm_spmd(self, a__ssa_v0: pl.Tensor[[256, 64], pl.FP16], w__ssa_v0: pl.Tensor[[64, 64], pl.FP16], y__ssa_v0: pl.InOut[pl.Tensor[[256, 64], pl.FP32]]) -> pl.Tensor[[256, 64], pl.FP32]:
        y__ssa_v2: pl.Tensor[[256, 64], pl.FP32] = self.mm(a__ssa_v0, w__ssa_v0, y__ssa_v0)
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[256, 64], pl.FP16], w__ssa_v0: pl.Tensor[[64, 64], pl.FP16], y__ssa_v0: pl.InOut[pl.Tensor[[256, 64], pl.FP32]]) -> pl.Tensor[[256, 64], pl.FP32]:
        y__ssa_v2: pl.Tensor[[256, 64], pl.FP32] = self.mm_spmd(a__ssa_v0, w__ssa_v0, y__ssa_v0)
        return y__ssa_v2
