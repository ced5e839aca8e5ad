# pypto.program: ShapeDimCall
import pypto.language as pl

M = pl.dynamic("M")

@pl.program
class ShapeDimCall:
    @pl.function
    def main(self, x__ssa_v0: pl.Tensor[[M, 64], pl.FP32]) -> pl.Tensor[[M, 64], pl.FP32]:
        out__ssa_v0: pl.Tensor[[M, 64], pl.FP32] = pl.tensor.create([M, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        with pl.at(level=pl.Level.CORE_GROUP):
            s__ssa_v0: pl.Tensor[[32, 64], pl.FP32, pl.TensorView(valid_shape=[pl.tensor.dim(x__ssa_v0, pl.const(0, pl.INDEX)) - pl.const(32, pl.INDEX), 64], stride=[], layout=pl.TensorLayout.ND)] = pl.tensor.slice(x__ssa_v0, [32, 64], [0, 0], [pl.tensor.dim(x__ssa_v0, 0) - 32, 64])
            e__ssa_v0: pl.Tensor[[32, 64], pl.FP32, pl.TensorView(valid_shape=[pl.tensor.dim(x__ssa_v0, pl.const(0, pl.INDEX)) - pl.const(32, pl.INDEX), 64], stride=[], layout=pl.TensorLayout.ND)] = pl.tensor.exp(s__ssa_v0)
            out__ssa_v1: pl.Tensor[[M, 64], pl.FP32] = pl.tensor.assemble(out__ssa_v0, e__ssa_v0, [0, 0])
        return out__ssa_v1
