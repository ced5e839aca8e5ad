# pypto.program: SubmitAutoScopeDeps
import pypto.language as pl

@pl.program
class SubmitAutoScopeDeps:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k_row(x: pl.Tensor[[64, 128], pl.FP32], r: pl.Scalar[pl.INDEX], out: pl.InOut[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        t: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x, [r, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        e: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.exp(t)
        out: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(e, [r, 0], out)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[64, 128], pl.FP32], out: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        _submit_tmp: pl.Tuple[pl.Tensor[[64, 128], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.k_row, x, 0, out)
        out: pl.Tensor[[64, 128], pl.FP32] = _submit_tmp[0]
        t0: pl.Scalar[pl.TASK_ID] = _submit_tmp[1]
        for i in pl.range(1, 4):
            r: pl.Scalar[pl.INDEX] = i * 16
            _submit_tmp_1: pl.Tuple[pl.Tensor[[64, 128], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.k_row, x, r, out, deps=[t0])
            out: pl.Tensor[[64, 128], pl.FP32] = _submit_tmp_1[0]
            t0: pl.Scalar[pl.TASK_ID] = _submit_tmp_1[1]
        return out
