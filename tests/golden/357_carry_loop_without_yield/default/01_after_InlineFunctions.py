# pypto.program: CarryNoYield
import pypto.language as pl

@pl.program
class CarryNoYield:
    @pl.function
    def main(self, x: pl.Tensor[[8, 16], pl.FP32]) -> pl.Tensor[[8, 16], pl.FP32]:
        for i, (acc, n) in pl.range(3, init_values=(x, 0)):
            acc_1: pl.Tensor[[8, 16], pl.FP32] = pl.tensor.muls(acc, 2.0)
            n_1: pl.Scalar[pl.INDEX] = n + 1
        return x
