# In Orchestration code pl.tensor.dim(x, k) folds to x's extent k wherever it appears (a loop
# bound, a call argument) when that extent is a pl.dynamic symbol of a parameter's shape; other
# extents (M * 2, a static 32) and InCore code keep the read.
import pypto.language as pl

B = pl.dynamic("B")
M = pl.dynamic("M")


@pl.program
class TensorDimFolds:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[B, M * 2], pl.FP32], n: pl.Scalar[pl.INDEX], y: pl.Out[pl.Tensor[[B, M * 2], pl.FP32]]) -> pl.Tensor[[B, M * 2], pl.FP32]:
        c: pl.Scalar[pl.INDEX] = pl.tensor.dim(x, 0)
        t: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [n, c - c], [16, 64])
        y = pl.store(t, [n, 0], y)
        return y

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(self, x: pl.Tensor[[B, M * 2], pl.FP32], w: pl.Tensor[[32, 64], pl.FP32], y: pl.Out[pl.Tensor[[B, M * 2], pl.FP32]]) -> pl.Tensor[[B, M * 2], pl.FP32]:
        cols: pl.Scalar[pl.INDEX] = pl.tensor.dim(x, 1)
        ws: pl.Scalar[pl.INDEX] = pl.tensor.dim(w, 0)
        for i in pl.range(pl.tensor.dim(x, 0) // 16):
            y = self.k(x, i * 16 + ws - ws + cols - cols, y)
        return y
