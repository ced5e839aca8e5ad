# A branch that ends in two `continue`s: the second never runs, and
# CtrlFlowTransform leaves no continue behind (the escaping branch only
# yields the carried values).
import pypto.language as pl


@pl.program
class DeadCodeAfterContinue:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[16, 64], pl.FP32],
        b: pl.Tensor[[16, 64], pl.FP32],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        for i, (x, y) in pl.range(0, 8, 1, init_values=(a, b)):
            if i < 3:
                continue
                continue
            x_new: pl.Tensor[[16, 64], pl.FP32] = pl.add(x, y)
            y_new: pl.Tensor[[16, 64], pl.FP32] = pl.mul(y, x)
            x_out, y_out = pl.yield_(x_new, y_new)
        return x_out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self, a: pl.Tensor[[16, 64], pl.FP32], b: pl.Tensor[[16, 64], pl.FP32]
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        r: pl.Tensor[[16, 64], pl.FP32] = self.kernel(a, b)
        return r
