# pypto.program: P
import pypto.language as pl

@pl.program
class P:
    @pl.function
    def main(self, a__ssa_v0: pl.Tensor[[64, 128], pl.FP32]) -> pl.Tensor[[64, 128], pl.FP32]:
        b__ssa_v0: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.add(a__ssa_v0, a__ssa_v0)
        return b__ssa_v0
