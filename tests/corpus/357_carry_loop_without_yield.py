import pypto.language as pl


@pl.program
class CarryNoYield:
    @pl.function
    def main(self, x: pl.Tensor[[8, 16], pl.FP32]) -> pl.Tensor[[8, 16], pl.FP32]:
        for i, (acc, n) in pl.range(3, init_values=(x, 0)):
            acc = pl.tensor.mul(acc, 2.0)
            n = n + 1
        return x
