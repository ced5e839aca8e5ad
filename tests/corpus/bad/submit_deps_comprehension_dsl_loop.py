# error: 18:20: 'step' deps= comprehension iterable is a DSL loop
import pypto.language as pl


@pl.program
class Bad:
    @pl.function
    def step(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        return x

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        with pl.manual_scope():
            tids = pl.array.create(4, pl.TASK_ID)
            for n in pl.parallel(4):
                a, t = pl.submit(self.step, x)
                tids[n] = t
            b, _ = pl.submit(
                self.step,
                x,
                deps=[tids[k] for k in pl.range(4)],
            )
        return b
