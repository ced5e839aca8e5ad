# pypto.program: ScalarOffsetCarry
import pypto.language as pl

@pl.program
class ScalarOffsetCarry:
    @pl.function
    def main(self, x__ssa_v0: pl.Tensor[[64, 64], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        for i__idx_v0, (off__iter_v1, y__iter_v1) in pl.range(4, init_values=(0, y__ssa_v0)):
            with pl.at(level=pl.Level.CORE_GROUP):
                t__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.slice(x__ssa_v0, [16, 64], [off__iter_v1, 0])
                u__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.exp(t__ssa_v0)
                y__ssa_v3: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.assemble(y__iter_v1, u__ssa_v0, [off__iter_v1, 0])
            off__ssa_v3: pl.Scalar[pl.INDEX] = off__iter_v1 + 16
            off__rv_v2, y__rv_v2 = pl.yield_(off__ssa_v3, y__ssa_v3)
        return y__rv_v2
