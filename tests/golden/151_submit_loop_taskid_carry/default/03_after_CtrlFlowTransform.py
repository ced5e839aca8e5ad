# pypto.program: SubmitLoopTaskIdCarry
import pypto.language as pl

@pl.program
class SubmitLoopTaskIdCarry:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kern(x: pl.Tensor[[128, 128], pl.FP32], out: pl.InOut[pl.Tensor[[128, 128], pl.FP32]], row: pl.Scalar[pl.INDEX], col: pl.Scalar[pl.INDEX]) -> pl.Tensor[[128, 128], pl.FP32]:
        t: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [row, col], [32, 32], [32, 32], target_memory=pl.Mem.Vec)
        r: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec] = pl.tile.add(t, t)
        out: pl.Tensor[[128, 128], pl.FP32] = pl.tile.store(r, [row, col], out)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[128, 128], pl.FP32], out: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            prev_tid: pl.Scalar[pl.TASK_ID] = pl.system.task_invalid()
            for i in pl.range(4):
                row: pl.Scalar[pl.INDEX] = i * 32
                for j in pl.parallel(4):
                    col: pl.Scalar[pl.INDEX] = j * 32
                    _submit_tmp: pl.Tuple[pl.Tensor[[128, 128], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.kern, x, out, row, col, deps=[prev_tid])
                    out: pl.Tensor[[128, 128], pl.FP32] = _submit_tmp[0]
                    prev_tid: pl.Scalar[pl.TASK_ID] = _submit_tmp[1]
        return out
