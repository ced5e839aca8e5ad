# pypto.program: DepsFromModuleList
import pypto.language as pl

@pl.program
class DepsFromModuleList:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def consume(x__ssa_v0: pl.Tensor[[128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 512)]) -> pl.Tensor[[128], pl.FP32]:
        return x__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def produce(x__ssa_v0: pl.Tensor[[128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 512)]) -> pl.Tensor[[128], pl.FP32]:
        return x__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator, auto_scope=False)
    def main(self, x__ssa_v0: pl.Tensor[[128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 512)]) -> pl.Tensor[[128], pl.FP32]:
        with pl.scope():
            with pl.scope(mode=pl.ScopeMode.MANUAL):
                task_ids__ssa_v0: pl.Array[4, pl.TASK_ID] = pl.array.create(4, dtype=pl.TASK_ID)
                for k__idx_v0, (task_ids__iter_v1,) in pl.parallel(4, init_values=(task_ids__ssa_v0,), attrs={"iter_arg_rebind_0": True}):
                    _submit_tmp__ssa_v0: pl.Tuple[pl.Tensor[[128], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.produce, x__ssa_v0, attrs={"arg_directions": [pl.adir.input]})
                    r__ssa_v0: pl.Tensor[[128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 512)] = _submit_tmp__ssa_v0[0]
                    tid__ssa_v0: pl.Scalar[pl.TASK_ID] = _submit_tmp__ssa_v0[1]
                    task_ids__ssa_v3: pl.Array[4, pl.TASK_ID] = pl.array.update_element(task_ids__iter_v1, k__idx_v0, tid__ssa_v0)
                    task_ids__rv_v2: pl.Array[4, pl.TASK_ID] = pl.yield_(task_ids__ssa_v3)
                _submit_deps_buf__ssa_v0: pl.Array[2, pl.TASK_ID] = pl.array.create(2, dtype=pl.TASK_ID)
                t__tmp_v0: pl.Scalar[pl.TASK_ID] = pl.array.get_element(task_ids__rv_v2, 1)
                _submit_deps_buf__ssa_v0_1: pl.Array[2, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf__ssa_v0, 0, t__tmp_v0)
                t__tmp_v1: pl.Scalar[pl.TASK_ID] = pl.array.get_element(task_ids__rv_v2, 3)
                _submit_deps_buf__ssa_v0_2: pl.Array[2, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf__ssa_v0_1, 1, t__tmp_v1)
                _submit_tmp__ssa_v0_1: pl.Tuple[pl.Tensor[[128], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.consume, x__ssa_v0, deps=[_submit_deps_buf__ssa_v0_2], attrs={"arg_directions": [pl.adir.input]})
                y__ssa_v0: pl.Tensor[[128], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 512)] = _submit_tmp__ssa_v0_1[0]
                ___ssa_v0: pl.Scalar[pl.TASK_ID] = _submit_tmp__ssa_v0_1[1]
            return y__ssa_v0
