# error: 5:16: dynamic() missing 1 required positional argument: 'name'
# (the reference rejects it with the same words)
import pypto.language as pl

M = pl.dynamic()


@pl.program
class DynamicBranchKernels:
    @pl.function(type=pl.FunctionType.InCore)
    def even_rows(
        self,
        x: pl.Tensor[[M, 128], pl.FP32],
        i: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[M, 128], pl.FP32]],
    ) -> pl.Tensor[[M, 128], pl.FP32]:
        t: pl.Tile[[16, 128], pl.FP32] = pl.load(x, [i * 16, 0], [16, 128])
        d: pl.Tile[[16, 128], pl.FP32] = pl.add(t, t)
        res: pl.Tensor[[M, 128], pl.FP32] = pl.store(d, [i * 16, 0], out)
        return res

    @pl.function(type=pl.FunctionType.InCore)
    def odd_rows(
        self,
        x: pl.Tensor[[M, 128], pl.FP32],
        i: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[M, 128], pl.FP32]],
    ) -> pl.Tensor[[M, 128], pl.FP32]:
        t: pl.Tile[[16, 128], pl.FP32] = pl.load(x, [i * 16, 0], [16, 128])
        e: pl.Tile[[16, 128], pl.FP32] = pl.exp(t)
        res: pl.Tensor[[M, 128], pl.FP32] = pl.store(e, [i * 16, 0], out)
        return res

    @pl.function(type=pl.FunctionType.Orchestration)
    def alternate(
        self,
        x: pl.Tensor[[M, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[M, 128], pl.FP32]],
    ) -> pl.Tensor[[M, 128], pl.FP32]:
        rows: pl.Scalar[pl.INDEX] = pl.tensor.dim(x, 0)
        for i in pl.range(rows // 16):
            if i % 2 == 0:
                out = self.even_rows(x, i, out)
            else:
                out = self.odd_rows(x, i, out)
        return out
