# pypto.program: ChainedTaskIds
import pypto.language as pl

@pl.program
class ChainedTaskIds:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def scale_rows(x__ssa_v0: pl.Tensor[[256, 32], pl.FP32], i__idx_v0: pl.Scalar[pl.INDEX], y__iter_v1: pl.Out[pl.Tensor[[256, 32], pl.FP32]]) -> pl.Tensor[[256, 32], pl.FP32]:
        t__ssa_v0: pl.Tile[[64, 32], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 64, 0], [64, 32], [64, 32], target_memory=pl.Mem.Vec)
        s__ssa_v0: pl.Tile[[64, 32], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.muls(t__ssa_v0, 2.0)
        y__ssa_v3: pl.Tensor[[256, 32], pl.FP32] = pl.tile.store(s__ssa_v0, [i__idx_v0 * 64, 0], y__iter_v1)
        return y__iter_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[256, 32], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[256, 32], pl.FP32]]) -> pl.Tensor[[256, 32], pl.FP32]:
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            tid__ssa_v0: pl.Scalar[pl.TASK_ID] = pl.system.task_invalid()
            for i__idx_v0, (y__iter_v1,) in pl.range(4, init_values=(y__ssa_v0,)):
                ret__tmp_v0: pl.Tuple[pl.Tensor[[256, 32], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.scale_rows, x__ssa_v0, i__idx_v0, y__iter_v1, deps=[tid__ssa_v0])
                y__ssa_v3: pl.Tensor[[256, 32], pl.FP32] = ret__tmp_v0[0]
                tid__ssa_v0_1: pl.Scalar[pl.TASK_ID] = ret__tmp_v0[1]
                y__rv_v2: pl.Tensor[[256, 32], pl.FP32] = pl.yield_(y__ssa_v3)
        return y__rv_v2
