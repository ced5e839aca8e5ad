import pypto.language as pl


@pl.program
class TaskDummy:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[16], pl.FP32], out: pl.Out[pl.Tensor[[16], pl.FP32]]) -> pl.Tensor[[16], pl.FP32]:
        t = pl.load(x, [0], [16])
        return pl.store(t, [0], out)

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[16], pl.FP32], out: pl.Out[pl.Tensor[[16], pl.FP32]]) -> pl.Tensor[[16], pl.FP32]:
        with pl.manual_scope():
            out, tid = pl.submit(self.kernel, x, out)
            barrier = pl.system.task_dummy(deps=[tid])
            empty = pl.system.task_dummy(deps=[])
            out, tid2 = pl.submit(self.kernel, x, out, deps=[barrier, empty])
        return out
