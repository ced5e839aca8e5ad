# pypto.program: G11
import pypto.language as pl

@pl.program
class G11:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker, attrs={"windowize": True})
    def k(x__ssa_v0: pl.Tensor[[64, 64], pl.FP32], r__ssa_v0: pl.Scalar[pl.INDEX], y__ssa_v0: pl.InOut[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        t__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [r__ssa_v0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        y__ssa_v1: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(pl.tile.exp(t__ssa_v0), [r__ssa_v0, 0], y__ssa_v0)
        return y__ssa_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[64, 64], pl.FP32], y__ssa_v0: pl.InOut[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            prev__ssa_v0: pl.Scalar[pl.TASK_ID] = pl.system.task_invalid()
            for i__idx_v0, (prev__iter_v1, y__iter_v1) in pl.range(4, init_values=(prev__ssa_v0, y__ssa_v0)):
                _submit_tmp__ssa_v0: pl.Tuple[pl.Tensor[[64, 64], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.k, x__ssa_v0, i__idx_v0 * 16, y__iter_v1, deps=[prev__iter_v1])
                y__ssa_v3: pl.Tensor[[64, 64], pl.FP32] = _submit_tmp__ssa_v0[0]
                prev__ssa_v3: pl.Scalar[pl.TASK_ID] = _submit_tmp__ssa_v0[1]
                prev__rv_v2, y__rv_v2 = pl.yield_(prev__ssa_v3, y__ssa_v3)
        return y__rv_v2
