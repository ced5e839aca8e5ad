# pypto.program: TaskDummy
import pypto.language as pl

@pl.program
class TaskDummy:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16], pl.FP32], out: pl.Out[pl.Tensor[[16], pl.FP32]]) -> pl.Tensor[[16], pl.FP32]:
        t: pl.Tile[[16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x, [0], [16], [16], target_memory=pl.Mem.Vec)
        return pl.tile.store(t, [0], out)
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[16], pl.FP32], out: pl.Out[pl.Tensor[[16], pl.FP32]]) -> pl.Tensor[[16], pl.FP32]:
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            _submit_tmp: pl.Tuple[pl.Tensor[[16], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.kernel, x, out)
            out: pl.Tensor[[16], pl.FP32] = _submit_tmp[0]
            tid: pl.Scalar[pl.TASK_ID] = _submit_tmp[1]
            barrier: pl.Scalar[pl.TASK_ID] = pl.system.task_dummy(deps=[tid])
            empty: pl.Scalar[pl.TASK_ID] = pl.system.task_dummy(deps=[])
            _submit_tmp_1: pl.Tuple[pl.Tensor[[16], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.kernel, x, out, deps=[barrier, empty])
            out: pl.Tensor[[16], pl.FP32] = _submit_tmp_1[0]
            tid2: pl.Scalar[pl.TASK_ID] = _submit_tmp_1[1]
        return out
