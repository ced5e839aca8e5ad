# pypto.program: TaskDummy
import pypto.language as pl

@pl.program
class TaskDummy:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x__ssa_v0: pl.Tensor[[16], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[16], pl.FP32]]) -> pl.Tensor[[16], pl.FP32]:
        t__ssa_v0: pl.Tile[[16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0], [16], [16], target_memory=pl.Mem.Vec)
        t__tmp_v0: pl.Tensor[[16], pl.FP32] = pl.tile.store(t__ssa_v0, [0], out__ssa_v0)
        return t__tmp_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[16], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[16], pl.FP32]]) -> pl.Tensor[[16], pl.FP32]:
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            _submit_tmp__ssa_v0: pl.Tuple[pl.Tensor[[16], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.kernel, x__ssa_v0, out__ssa_v0)
            out__ssa_v1: pl.Tensor[[16], pl.FP32] = _submit_tmp__ssa_v0[0]
            tid__ssa_v0: pl.Scalar[pl.TASK_ID] = _submit_tmp__ssa_v0[1]
            barrier__ssa_v0: pl.Scalar[pl.TASK_ID] = pl.system.task_dummy(deps=[tid__ssa_v0])
            empty__ssa_v0: pl.Scalar[pl.TASK_ID] = pl.system.task_dummy(deps=[])
            _submit_tmp__ssa_v0_1: pl.Tuple[pl.Tensor[[16], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.kernel, x__ssa_v0, out__ssa_v1, deps=[barrier__ssa_v0, empty__ssa_v0])
            out__ssa_v2: pl.Tensor[[16], pl.FP32] = _submit_tmp__ssa_v0_1[0]
            tid2__ssa_v0: pl.Scalar[pl.TASK_ID] = _submit_tmp__ssa_v0_1[1]
        return out__ssa_v2
