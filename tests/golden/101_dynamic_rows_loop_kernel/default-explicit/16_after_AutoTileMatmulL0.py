# pypto.program: DynamicRowsLoopKernel
import pypto.language as pl

N = pl.dynamic("N")

@pl.program
class DynamicRowsLoopKernel:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def scale_all(x__ssa_v0: pl.Tensor[[N, 64], pl.FP32], nblk__ssa_v0: pl.Scalar[pl.INDEX], y__ssa_v0: pl.Out[pl.Tensor[[N, 64], pl.FP32]]) -> pl.Tensor[[N, 64], pl.FP32]:
        for i__idx_v0, (yc,) in pl.range(nblk__ssa_v0, init_values=(y__ssa_v0,)):
            t__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            s__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.add(t__ssa_v0, t__ssa_v0)
            w__ssa_v0: pl.Tensor[[N, 64], pl.FP32] = pl.tile.store(s__ssa_v0, [i__idx_v0 * 16, 0], yc)
            y_next: pl.Tensor[[N, 64], pl.FP32] = pl.yield_(w__ssa_v0)
        return y_next
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[N, 64], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[N, 64], pl.FP32]]) -> pl.Tensor[[N, 64], pl.FP32]:
        y__ssa_v1: pl.Tensor[[N, 64], pl.FP32] = self.scale_all(x__ssa_v0, N // 16, y__ssa_v0)
        return y__ssa_v1
