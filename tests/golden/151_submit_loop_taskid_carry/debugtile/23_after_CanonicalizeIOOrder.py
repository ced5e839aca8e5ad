# pypto.program: SubmitLoopTaskIdCarry
import pypto.language as pl

@pl.program
class SubmitLoopTaskIdCarry:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kern(x__ssa_v0: pl.Tensor[[128, 128], pl.FP32], out__ssa_v0: pl.InOut[pl.Tensor[[128, 128], pl.FP32]], row__ssa_v0: pl.Scalar[pl.INDEX], col__ssa_v0: pl.Scalar[pl.INDEX]) -> pl.Tensor[[128, 128], pl.FP32]:
        t__ssa_v0: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [row__ssa_v0, col__ssa_v0], [32, 32], [32, 32], target_memory=pl.Mem.Vec)
        r__ssa_v0: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec] = pl.tile.add(t__ssa_v0, t__ssa_v0)
        out__ssa_v1: pl.Tensor[[128, 128], pl.FP32] = pl.tile.store(r__ssa_v0, [row__ssa_v0, col__ssa_v0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[128, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            prev_tid__ssa_v0: pl.Scalar[pl.TASK_ID] = pl.system.task_invalid()
            for i__idx_v0, (out__iter_v1, prev_tid__iter_v1) in pl.range(4, init_values=(out__ssa_v0, prev_tid__ssa_v0)):
                row__ssa_v0: pl.Scalar[pl.INDEX] = i__idx_v0 * 32
                for j__idx_v0, (out__iter_v3, prev_tid__iter_v3) in pl.parallel(4, init_values=(out__iter_v1, prev_tid__iter_v1)):
                    col__ssa_v0: pl.Scalar[pl.INDEX] = j__idx_v0 * 32
                    _submit_tmp__ssa_v0: pl.Tuple[pl.Tensor[[128, 128], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.kern, x__ssa_v0, out__iter_v3, row__ssa_v0, col__ssa_v0, deps=[prev_tid__iter_v3])
                    out__ssa_v5: pl.Tensor[[128, 128], pl.FP32] = _submit_tmp__ssa_v0[0]
                    prev_tid__ssa_v5: pl.Scalar[pl.TASK_ID] = _submit_tmp__ssa_v0[1]
                    out__rv_v4, prev_tid__rv_v4 = pl.yield_(out__ssa_v5, prev_tid__ssa_v5)
                out__rv_v2, prev_tid__rv_v2 = pl.yield_(out__rv_v4, prev_tid__rv_v4)
        return out__rv_v2
