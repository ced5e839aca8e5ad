# error: 15:18: pl.unroll() requires compile-time constant integer bounds
# (the reference parser rejects it with the same message)
import pypto.language as pl


@pl.program
class U:
    @pl.function(type=pl.FunctionType.InCore)
    def k(
        self,
        x: pl.Tensor[[64, 64], pl.FP32],
        n: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        for i in pl.unroll(n):
            blk: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [0, 0], [16, 64])
            out = pl.store(blk, [0, 0], out)
        return out
