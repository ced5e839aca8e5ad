import pypto.language as pl


@pl.program
class SubmitAutoScopeDeps:
    @pl.function(type=pl.FunctionType.InCore)
    def k_row(
        self,
        x: pl.Tensor[[64, 128], pl.FP32],
        r: pl.Scalar[pl.INDEX],
        out: pl.InOut[pl.Tensor[[64, 128], pl.FP32]],
    ) -> pl.Tensor[[64, 128], pl.FP32]:
        t: pl.Tile[[16, 128], pl.FP32] = pl.load(x, [r, 0], [16, 128])
        e: pl.Tile[[16, 128], pl.FP32] = pl.exp(t)
        out = pl.store(e, [r, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[64, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[64, 128], pl.FP32]],
    ) -> pl.Tensor[[64, 128], pl.FP32]:
        out, t0 = pl.submit(self.k_row, x, 0, out)
        for i in pl.range(1, 4):
            r: pl.Scalar[pl.INDEX] = i * 16
            out, t0 = pl.submit(self.k_row, x, r, out, deps=[t0])
        return out
