# pypto.program: Partial3DScope
import pypto.language as pl

@pl.program
class Partial3DScope:
    @pl.function
    def main(self, x__ssa_v0: pl.Tensor[[4, 16, 64], pl.FP32], rows__ssa_v0: pl.Scalar[pl.INDEX], y__ssa_v0: pl.Out[pl.Tensor[[4, 16, 64], pl.FP32]]) -> pl.Tensor[[4, 16, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            part__ssa_v0: pl.Tensor[[2, 16, 64], pl.FP32, pl.TensorView(valid_shape=[2, rows__ssa_v0, 64], stride=[], layout=pl.TensorLayout.ND)] = pl.tensor.slice(x__ssa_v0, [2, 16, 64], [0, 0, 0], [2, rows__ssa_v0, 64])
            sq__ssa_v0: pl.Tensor[[2, 16, 64], pl.FP32] = pl.tensor.mul(part__ssa_v0, part__ssa_v0)
            act__ssa_v0: pl.Tensor[[2, 16, 64], pl.FP32] = pl.tensor.exp(sq__ssa_v0)
            y__ssa_v1: pl.Tensor[[4, 16, 64], pl.FP32] = pl.tensor.assemble(y__ssa_v0, act__ssa_v0, [2, 0, 0])
        return y__ssa_v1
