import pypto.language as pl


@pl.program
class AtTaskIdDumps:
    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[32, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
    ) -> pl.Tensor[[32, 128], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP, dumps=[x]) as tid:
            a: pl.Tile[[32, 128], pl.FP32] = pl.load(x, [0, 0], [32, 128])
            b: pl.Tile[[32, 128], pl.FP32] = pl.mul(a, a)
            out = pl.store(b, [0, 0], out)
        with pl.at(level=pl.Level.CORE_GROUP, deps=[tid], dumps=[out]) as tid2:
            c: pl.Tile[[32, 128], pl.FP32] = pl.load(out, [0, 0], [32, 128])
            d: pl.Tile[[32, 128], pl.FP32] = pl.sub(c, c)
            out = pl.store(d, [0, 0], out)
        return out
