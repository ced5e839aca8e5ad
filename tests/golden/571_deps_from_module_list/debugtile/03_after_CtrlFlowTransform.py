# pypto.program: DepsFromModuleList
import pypto.language as pl

@pl.program
class DepsFromModuleList:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def consume(x: pl.Tensor[[128], pl.FP32]) -> pl.Tensor[[128], pl.FP32]:
        return x
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def produce(x: pl.Tensor[[128], pl.FP32]) -> pl.Tensor[[128], pl.FP32]:
        return x
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[128], pl.FP32]) -> pl.Tensor[[128], pl.FP32]:
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            task_ids: pl.Array[4, pl.TASK_ID] = pl.array.create(4, dtype=pl.TASK_ID)
            for k in pl.parallel(4):
                _submit_tmp: pl.Tuple[pl.Tensor[[128], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.produce, x)
                r: pl.Tensor[[128], pl.FP32] = _submit_tmp[0]
                tid: pl.Scalar[pl.TASK_ID] = _submit_tmp[1]
                task_ids: pl.Array[4, pl.TASK_ID] = pl.array.update_element(task_ids, k, tid)
            _submit_deps_buf: pl.Array[2, pl.TASK_ID] = pl.array.create(2, dtype=pl.TASK_ID)
            _submit_deps_buf_1: pl.Array[2, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf, 0, pl.array.get_element(task_ids, 1))
            _submit_deps_buf_2: pl.Array[2, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_1, 1, pl.array.get_element(task_ids, 3))
            _submit_tmp_1: pl.Tuple[pl.Tensor[[128], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.consume, x, deps=[_submit_deps_buf_2])
            y: pl.Tensor[[128], pl.FP32] = _submit_tmp_1[0]
            _: pl.Scalar[pl.TASK_ID] = _submit_tmp_1[1]
        return y
