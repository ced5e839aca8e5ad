# pypto.program: M5
import pypto.language as pl

@pl.program
class M5:
    @pl.function
    def main(self, x__ssa_v0: pl.Tensor[[64, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            s__ssa_v0: pl.Tensor[[64, 64], pl.FP32, pl.TensorView(valid_shape=[16, 64], stride=[], layout=pl.TensorLayout.ND)] = pl.tensor.slice(x__ssa_v0, [64, 64], [0, 0], [16, 64])
            p__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.slice(x__ssa_v0, [16, 64], [16, 0])
            s2__ssa_v0: pl.Tensor[[64, 64], pl.FP32, pl.TensorView(valid_shape=[32, 64], stride=[], layout=pl.TensorLayout.ND)] = pl.tensor.assemble(s__ssa_v0, p__ssa_v0, [16, 0])
            out__ssa_v1: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.assemble(out__ssa_v0, s2__ssa_v0, [0, 0])
        return out__ssa_v1
