import pypto.language as pl

N = pl.dynamic("N")


@pl.program
class DynamicRowsKernel:
    @pl.function(type=pl.FunctionType.InCore)
    def double_rows(
        self,
        x: pl.Tensor[[N, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[N, 64], pl.FP32]],
    ) -> pl.Tensor[[N, 64], pl.FP32]:
        rows: pl.Scalar[pl.INDEX] = pl.tensor.dim(x, 0)
        for i in pl.range(rows // 16):
            t: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [i * 16, 0], [16, 64])
            d: pl.Tile[[16, 64], pl.FP32] = pl.add(t, t)
            out = pl.store(d, [i * 16, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[N, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[N, 64], pl.FP32]],
    ) -> pl.Tensor[[N, 64], pl.FP32]:
        out = self.double_rows(x, out)
        return out
