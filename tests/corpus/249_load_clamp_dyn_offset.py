import pypto.language as pl


@pl.program
class LoadClampDynOffset:
    @pl.function(type=pl.FunctionType.InCore)
    def k(
        self,
        x: pl.Tensor[[40, 128], pl.FP32],
        r0: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
    ) -> pl.Tensor[[32, 128], pl.FP32]:
        a = pl.load(x, [r0, 0], [32, 128], clamp=True)
        out = pl.store(a, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[40, 128], pl.FP32],
        r0: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
    ) -> pl.Tensor[[32, 128], pl.FP32]:
        out = self.k(x, r0, out)
        return out
