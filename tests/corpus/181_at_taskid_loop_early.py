import pypto.language as pl


@pl.program
class AtTaskIdLoop:
    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[64, 128], pl.FP32],
        y: pl.Out[pl.Tensor[[64, 128], pl.FP32]],
        out: pl.Out[pl.Tensor[[64, 128], pl.FP32]],
    ) -> pl.Tensor[[64, 128], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP, name_hint="first") as t0:
            a: pl.Tile[[64, 128], pl.FP32] = pl.load(x, [0, 0], [64, 128])
            b: pl.Tile[[64, 128], pl.FP32] = pl.exp(a)
            y = pl.store(b, [0, 0], y)
        for i in pl.range(2):
            with pl.at(level=pl.Level.CORE_GROUP, deps=[t0, None], allow_early_resolve=True) as t1:
                c: pl.Tile[[16, 128], pl.FP32] = pl.load(y, [i * 16, 0], [16, 128])
                d: pl.Tile[[16, 128], pl.FP32] = pl.add(c, c)
                out = pl.store(d, [i * 16, 0], out)
        with pl.at(level=pl.Level.CORE_GROUP, allow_early_resolve=True):
            e: pl.Tile[[16, 128], pl.FP32] = pl.load(out, [32, 0], [16, 128])
            out = pl.store(e, [48, 0], out)
        return out
