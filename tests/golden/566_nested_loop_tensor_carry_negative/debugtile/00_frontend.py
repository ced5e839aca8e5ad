# pypto.program: NestedLoopTensorCarryNegative
import pypto.language as pl

@pl.program
class NestedLoopTensorCarryNegative:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 64], pl.FP32]) -> pl.Tensor[[16, 64], pl.FP32]:
        for i, (outer,) in pl.range(2, init_values=(x,)):
            for j, (inner,) in pl.range(3, init_values=(outer,)):
                y: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.add(inner, inner)
                inner_next: pl.Tensor[[16, 64], pl.FP32] = pl.yield_(y)
            outer_next: pl.Tensor[[16, 64], pl.FP32] = pl.yield_(inner_next)
        return outer_next
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[16, 64], pl.FP32]) -> pl.Tensor[[16, 64], pl.FP32]:
        r: pl.Tensor[[16, 64], pl.FP32] = self.kernel(x)
        return r
