# pypto.program: SubmitCreateAssembleFuse
import pypto.language as pl

@pl.program
class SubmitCreateAssembleFuse:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def fill_row(x__ssa_v0: pl.Tensor[[4, 8], pl.FP32], r__ssa_v0: pl.Scalar[pl.INDEX], out__ssa_v0: pl.Out[pl.Tensor[[1, 8], pl.FP32]]) -> pl.Tensor[[1, 8], pl.FP32]:
        row_tile__ssa_v0: pl.Tile[[1, 8], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [r__ssa_v0, 0], [1, 8], [1, 8], target_memory=pl.Mem.Vec)
        out_1__ssa_v0: pl.Tensor[[1, 8], pl.FP32] = pl.tile.store(row_tile__ssa_v0, [0, 0], out__ssa_v0)
        return out_1__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def orch(self, x__ssa_v0: pl.Tensor[[4, 8], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[4, 8], pl.FP32]]) -> pl.Tensor[[4, 8], pl.FP32]:
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            for r__idx_v0, (out__iter_v1,) in pl.range(4, init_values=(out__ssa_v0,)):
                row__ssa_v0: pl.Tensor[[1, 8], pl.FP32] = pl.tensor.create([1, 8], dtype=pl.FP32, layout=pl.TensorLayout.ND)
                _submit_tmp__ssa_v0: pl.Tuple[pl.Tensor[[1, 8], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.fill_row, x__ssa_v0, r__idx_v0, row__ssa_v0)
                row__ssa_v1: pl.Tensor[[1, 8], pl.FP32] = _submit_tmp__ssa_v0[0]
                _tid__ssa_v0: pl.Scalar[pl.TASK_ID] = _submit_tmp__ssa_v0[1]
                out__ssa_v3: pl.Tensor[[4, 8], pl.FP32] = pl.tensor.assemble(out__iter_v1, row__ssa_v1, [r__idx_v0, 0])
                out__rv_v2: pl.Tensor[[4, 8], pl.FP32] = pl.yield_(out__ssa_v3)
        return out__rv_v2
