import pypto.language as pl


# The branches of an if list the same two results in another order: the values
# are taken by position (the first branch's order names them), as in the
# reference, so the else branch's `hi, lo = pl.yield_(a, b)` binds lo = a, hi = b.
@pl.program
class IfBranchesSwapResultNames:
    @pl.function(type=pl.FunctionType.InCore)
    def clamp_pair(
        self,
        x: pl.Tensor[[64, 64], pl.FP32],
        k: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [0, 0], [16, 64])
        u: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [16, 0], [16, 64])
        if k > 2:
            a: pl.Tile[[16, 64], pl.FP32] = pl.minimum(t, u)
            b: pl.Tile[[16, 64], pl.FP32] = pl.maximum(t, u)
            lo, hi = pl.yield_(a, b)
        else:
            hi, lo = pl.yield_(u, t)
        d: pl.Tile[[16, 64], pl.FP32] = pl.sub(hi, lo)
        res: pl.Tensor[[16, 64], pl.FP32] = pl.store(d, [0, 0], out)
        return res

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[64, 64], pl.FP32],
        k: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        out = self.clamp_pair(x, k, out)
        return out
