# pypto.program: CarryNoYield
import pypto.language as pl

@pl.program
class CarryNoYield:
    @pl.function
    def main(self, x__ssa_v0: pl.Tensor[[8, 16], pl.FP32]) -> pl.Tensor[[8, 16], pl.FP32]:
        for i__idx_v0, (acc, n) in pl.range(3, init_values=(x__ssa_v0, 0)):
            acc__ssa_v0: pl.Tensor[[8, 16], pl.FP32] = pl.tensor.muls(acc, 2.0)
            n__ssa_v0: pl.Scalar[pl.INDEX] = n + 1
        return x__ssa_v0
