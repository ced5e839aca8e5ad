# pypto.program: ScopeSliceInlineDim
import pypto.language as pl

N = pl.dynamic("N")

@pl.program
class ScopeSliceInlineDim:
    @pl.function
    def main(self, x__ssa_v0: pl.Tensor[[N, 64], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[N, 64], pl.FP32]]) -> pl.Tensor[[N, 64], pl.FP32]:
        n__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(x__ssa_v0, 0)
        for b__idx_v0, (y__iter_v1,) in pl.range((n__ssa_v0 + 15) // 16, init_values=(y__ssa_v0,)):
            with pl.cluster():
                blk__ssa_v0: pl.Tensor[[16, 64], pl.FP32, pl.TensorView(valid_shape=[pl.min(pl.tensor.dim(x__ssa_v0, pl.const(0, pl.INDEX)) - b__idx_v0 * pl.const(16, pl.INDEX), pl.const(16, pl.INDEX)), 64], stride=[], layout=pl.TensorLayout.ND)] = pl.tensor.slice(x__ssa_v0, [16, 64], [b__idx_v0 * 16, 0], [pl.min(pl.tensor.dim(x__ssa_v0, 0) - b__idx_v0 * 16, 16), 64])
                e__ssa_v0: pl.Tensor[[16, 64], pl.FP32, pl.TensorView(valid_shape=[pl.min(pl.tensor.dim(x__ssa_v0, pl.const(0, pl.INDEX)) - b__idx_v0 * pl.const(16, pl.INDEX), pl.const(16, pl.INDEX)), 64], stride=[], layout=pl.TensorLayout.ND)] = pl.tensor.exp(blk__ssa_v0)
                y__ssa_v3: pl.Tensor[[N, 64], pl.FP32] = pl.tensor.assemble(y__iter_v1, e__ssa_v0, [b__idx_v0 * 16, 0])
            y__rv_v2: pl.Tensor[[N, 64], pl.FP32] = pl.yield_(y__ssa_v3)
        return y__rv_v2
        return y__rv_v2
