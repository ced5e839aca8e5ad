# pypto.program: TransposeScope
import pypto.language as pl

@pl.program
class TransposeScope:
    @pl.function
    def main(self, x__ssa_v0: pl.Tensor[[64, 32], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            t__ssa_v0: pl.Tensor[[32, 64], pl.FP32, pl.TensorView(stride=[1, 32], layout=pl.TensorLayout.DN)] = pl.tensor.transpose(x__ssa_v0, 0, 1)
            u__ssa_v0: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.adds(t__ssa_v0, 1.0)
            y__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.assemble(y__ssa_v0, u__ssa_v0, [0, 0])
        return y__ssa_v1
