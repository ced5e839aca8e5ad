import pypto.language as pl


@pl.program
class LoopElseIgnored:
    @pl.function(type=pl.FunctionType.InCore)
    def k(
        self,
        x: pl.Tensor[[16, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        t: pl.Tile[[16, 128], pl.FP32] = pl.load(x, [0, 0], [16, 128])
        for i in pl.range(4):
            t = pl.add(t, t)
        else:
            t = pl.exp(t)
        for j in pl.range(2):
            t = pl.mul(t, t)
        else:
            t = pl.not_an_op(t)
            if j > 2:
                t = pl.exp(t)
        out = pl.store(t, [0, 0], out)
        return out
