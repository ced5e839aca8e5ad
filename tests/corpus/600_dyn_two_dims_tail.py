# A kernel over two dynamic dimensions with a tail block (valid_shape of the last load and store).
import pypto.language as pl

M = pl.dynamic("M")
N = pl.dynamic("N")


@pl.program
class DynTwoDimsTail:
    @pl.function(type=pl.FunctionType.InCore)
    def k(
        self,
        x: pl.Tensor[[M, N], pl.FP32],
        out: pl.Out[pl.Tensor[[M, N], pl.FP32]],
    ) -> pl.Tensor[[M, N], pl.FP32]:
        m: pl.Scalar[pl.INDEX] = pl.tensor.dim(x, 0)
        n: pl.Scalar[pl.INDEX] = pl.tensor.dim(x, 1)
        for i in pl.range((m + 31) // 32):
            rows: pl.Scalar[pl.INDEX] = pl.min(32, m - i * 32)
            for j in pl.range((n + 127) // 128):
                cols: pl.Scalar[pl.INDEX] = pl.min(128, n - j * 128)
                t: pl.Tile[[32, 128], pl.FP32] = pl.load(x, [i * 32, j * 128], [32, 128], [rows, cols])
                e: pl.Tile[[32, 128], pl.FP32] = pl.exp(t)
                out = pl.store(e, [i * 32, j * 128], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[M, N], pl.FP32],
        out: pl.Out[pl.Tensor[[M, N], pl.FP32]],
    ) -> pl.Tensor[[M, N], pl.FP32]:
        out = self.k(x, out)
        return out
