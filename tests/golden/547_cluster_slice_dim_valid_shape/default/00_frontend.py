# pypto.program: ScopeSliceInlineDim
import pypto.language as pl

N = pl.dynamic("N")

@pl.program
class ScopeSliceInlineDim:
    @pl.function
    def main(self, x: pl.Tensor[[N, 64], pl.FP32], y: pl.Out[pl.Tensor[[N, 64], pl.FP32]]) -> pl.Tensor[[N, 64], pl.FP32]:
        n: pl.Scalar[pl.INDEX] = pl.tensor.dim(x, 0)
        for b in pl.range((n + 15) // 16):
            with pl.cluster():
                blk: pl.Tensor[[16, 64], pl.FP32, pl.TensorView(valid_shape=[pl.min(pl.tensor.dim(x, pl.const(0, pl.INDEX)) - b * pl.const(16, pl.INDEX), pl.const(16, pl.INDEX)), 64], stride=[], layout=pl.TensorLayout.ND)] = pl.tensor.slice(x, [16, 64], [b * 16, 0], [pl.min(pl.tensor.dim(x, 0) - b * 16, 16), 64])
                e: pl.Tensor[[16, 64], pl.FP32, pl.TensorView(valid_shape=[pl.min(pl.tensor.dim(x, pl.const(0, pl.INDEX)) - b * pl.const(16, pl.INDEX), pl.const(16, pl.INDEX)), 64], stride=[], layout=pl.TensorLayout.ND)] = pl.tensor.exp(blk)
                y: pl.Tensor[[N, 64], pl.FP32] = pl.tensor.assemble(y, e, [b * 16, 0])
        return y
        return y
