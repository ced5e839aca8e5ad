# pypto.program: SubmitCreateAssembleFuse
import pypto.language as pl

@pl.program
class SubmitCreateAssembleFuse:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def fill_row(x: pl.Tensor[[4, 8], pl.FP32], r: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[1, 8], pl.FP32]]) -> pl.Tensor[[1, 8], pl.FP32]:
        row_tile: pl.Tile[[1, 8], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x, [r, 0], [1, 8], [1, 8], target_memory=pl.Mem.Vec)
        out_1: pl.Tensor[[1, 8], pl.FP32] = pl.tile.store(row_tile, [0, 0], out)
        return out_1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def orch(self, x: pl.Tensor[[4, 8], pl.FP32], out: pl.Out[pl.Tensor[[4, 8], pl.FP32]]) -> pl.Tensor[[4, 8], pl.FP32]:
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            for r in pl.range(4):
                row: pl.Tensor[[1, 8], pl.FP32] = pl.tensor.create([1, 8], dtype=pl.FP32, layout=pl.TensorLayout.ND)
                _submit_tmp: pl.Tuple[pl.Tensor[[1, 8], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.fill_row, x, r, row)
                row: pl.Tensor[[1, 8], pl.FP32] = _submit_tmp[0]
                _tid: pl.Scalar[pl.TASK_ID] = _submit_tmp[1]
                out: pl.Tensor[[4, 8], pl.FP32] = pl.tensor.assemble(out, row, [r, 0])
        return out
