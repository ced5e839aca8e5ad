# pypto.program: ParallelIterArgs
import pypto.language as pl

@pl.program
class ParallelIterArgs:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def blk(x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], i__ssa_v0: pl.Scalar[pl.INDEX], y__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [i__ssa_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        e__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.exp(t__ssa_v0)
        res__ssa_v0: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(e__ssa_v0, [i__ssa_v0 * 16, 0], y__ssa_v0)
        return res__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        for i__idx_v0, (acc,) in pl.parallel(4, init_values=(y__ssa_v0,)):
            acc2__ssa_v0: pl.Tensor[[64, 128], pl.FP32] = self.blk(x__ssa_v0, i__idx_v0, acc)
            fin: pl.Tensor[[64, 128], pl.FP32] = pl.yield_(acc2__ssa_v0)
        return fin
