# pypto.program: P
import pypto.language as pl

@pl.program
class P:
    @pl.function
    def main(self, x__ssa_v0: pl.Tensor[[32, 64], pl.FP32], h__ssa_v0: pl.Tensor[[32, 64], pl.FP16], v__ssa_v0: pl.Tensor[[32, 1], pl.FP32], c__ssa_v0: pl.Tensor[[1, 64], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            a__ssa_v0: pl.Tensor[[32, 64], pl.FP32, pl.TensorView(valid_shape=[20, 64], stride=[], layout=pl.TensorLayout.ND)] = pl.tensor.slice(x__ssa_v0, [32, 64], [0, 0], [20, 64])
            r__ssa_v0: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.fillpad(a__ssa_v0, pad_value=pl.PadValue.zero)
            y__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.assemble(y__ssa_v0, r__ssa_v0, [0, 0])
        return y__ssa_v1
