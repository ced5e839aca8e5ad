# A submit's deps= comprehension iterating over a module-level list: the list
# is read as Python reads the global, so the consumer waits on the producers
# of iterations 1 and 3 only.
import pypto.language as pl

WAIT_ON = [1, 3]


@pl.program
class DepsFromModuleList:
    @pl.function(type=pl.FunctionType.InCore)
    def produce(self, x: pl.Tensor[[128], pl.FP32]) -> pl.Tensor[[128], pl.FP32]:
        return x

    @pl.function(type=pl.FunctionType.InCore)
    def consume(self, x: pl.Tensor[[128], pl.FP32]) -> pl.Tensor[[128], pl.FP32]:
        return x

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[128], pl.FP32]) -> pl.Tensor[[128], pl.FP32]:
        with pl.manual_scope():
            task_ids = pl.array.create(4, pl.TASK_ID)
            for k in pl.parallel(4):
                r, tid = pl.submit(self.produce, x)
                task_ids[k] = tid
            y, _ = pl.submit(self.consume, x, deps=[task_ids[j] for j in WAIT_ON])
        return y
