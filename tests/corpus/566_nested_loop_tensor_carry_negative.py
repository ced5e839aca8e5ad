# expect-error: a tensor carried through two nested loops of a kernel gets no Vec load (only a plain variable init is followed), so the inner add stays on a tensor
import pypto.language as pl


@pl.program
class NestedLoopTensorCarryNegative:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[16, 64], pl.FP32]) -> pl.Tensor[[16, 64], pl.FP32]:
        for i, (outer,) in pl.range(2, init_values=(x,)):
            for j, (inner,) in pl.range(3, init_values=(outer,)):
                y: pl.Tensor[[16, 64], pl.FP32] = pl.add(inner, inner)
                inner_next = pl.yield_(y)
            outer_next = pl.yield_(inner_next)
        return outer_next

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[16, 64], pl.FP32]) -> pl.Tensor[[16, 64], pl.FP32]:
        r: pl.Tensor[[16, 64], pl.FP32] = self.kernel(x)
        return r
