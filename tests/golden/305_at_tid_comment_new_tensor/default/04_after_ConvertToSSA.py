# pypto.program: P
import pypto.language as pl

@pl.program
class P:
    @pl.function
    def main(self, x__ssa_v0: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        # c
        with pl.at(level=pl.Level.CORE_GROUP) as tid0__ssa_v0:
            y__ssa_v0: pl.Tensor[[64], pl.FP32] = pl.tensor.add(x__ssa_v0, x__ssa_v0)
        return y__ssa_v0
