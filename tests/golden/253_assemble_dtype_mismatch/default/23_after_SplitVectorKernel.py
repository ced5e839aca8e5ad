# pypto.program: P
import pypto.language as pl

@pl.program
class P:
    @pl.function
    def main(self, x__ssa_v0: pl.Tensor[[32, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[32, 128], pl.FP16]]) -> pl.Tensor[[32, 128], pl.FP16]:
        out__ssa_v1: pl.Tensor[[32, 128], pl.FP16] = pl.tensor.assemble(out__ssa_v0, x__ssa_v0, [0, 0])
        return out__ssa_v1
