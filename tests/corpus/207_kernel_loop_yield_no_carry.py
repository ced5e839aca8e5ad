import pypto.language as pl


# Loops and ifs without carried values may still end with pl.yield_(...): the
# yield stays in the body (bare or assignment form) and the construct has no
# results, as in the reference.
@pl.program
class KernelLoopYieldNoCarry:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[16, 64], pl.FP32],
        n: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [0, 0], [16, 64])
        for i in pl.range(4):
            doubled: pl.Tile[[16, 64], pl.FP32] = pl.add(t, t)
            pl.yield_(doubled)
        for j in pl.range(2):
            scaled: pl.Tile[[16, 64], pl.FP32] = pl.mul(t, 0.5)
            unused = pl.yield_(scaled)
        if n > 2:
            shifted: pl.Tile[[16, 64], pl.FP32] = pl.add(t, 1.0)
            pl.yield_(shifted)
        out = pl.store(t, [0, 0], out)
        return out
