# pypto.program: P
import pypto.language as pl

@pl.program
class P:
    @pl.function
    def main(self, a__ssa_v0: pl.Tensor[[64, 128], pl.FP32], n__ssa_v0: pl.Scalar[pl.INDEX]) -> pl.Tensor[[64, 128], pl.FP32]:
        if 1 < n__ssa_v0:
            a__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.add(a__ssa_v0, a__ssa_v0)
            a__phi_v2: pl.Tensor[[64, 128], pl.FP32] = pl.yield_(a__ssa_v1)
        else:
            a__phi_v2: pl.Tensor[[64, 128], pl.FP32] = pl.yield_(a__ssa_v0)
        return a__phi_v2
