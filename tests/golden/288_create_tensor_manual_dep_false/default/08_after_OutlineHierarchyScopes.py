# pypto.program: P
import pypto.language as pl

@pl.program
class P:
    @pl.function
    def main(self, x__ssa_v0: pl.Tensor[[32, 64], pl.FP32], h__ssa_v0: pl.Tensor[[32, 64], pl.FP16], v__ssa_v0: pl.Tensor[[32, 1], pl.FP32], c__ssa_v0: pl.Tensor[[1, 64], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            a__ssa_v0: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.create([32, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            r__ssa_v0: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.assemble(a__ssa_v0, x__ssa_v0, [0, 0])
            y__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.assemble(y__ssa_v0, r__ssa_v0, [0, 0])
        return y__ssa_v1
