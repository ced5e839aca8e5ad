import pypto.language as pl


@pl.program
class IfInKernelScalar:
    @pl.function(type=pl.FunctionType.InCore)
    def clamp_or_copy(
        self,
        x: pl.Tensor[[16, 128], pl.FP32],
        mode: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        t: pl.Tile[[16, 128], pl.FP32] = pl.load(x, [0, 0], [16, 128])
        if mode == 1:
            c: pl.Tile[[16, 128], pl.FP32] = pl.minimums(t, 6.0)
            r: pl.Tile[[16, 128], pl.FP32] = pl.yield_(c)
        else:
            r: pl.Tile[[16, 128], pl.FP32] = pl.yield_(t)
        out = pl.store(r, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[16, 128], pl.FP32],
        mode: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        out = self.clamp_or_copy(x, mode, out)
        return out
