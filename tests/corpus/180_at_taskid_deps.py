import pypto.language as pl


@pl.program
class AtTid:
    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[64, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[64, 128], pl.FP32]],
    ) -> pl.Tensor[[64, 128], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP) as tid:
            t: pl.Tile[[64, 128], pl.FP32] = pl.load(x, [0, 0], [64, 128])
            e: pl.Tile[[64, 128], pl.FP32] = pl.exp(t)
            out = pl.store(e, [0, 0], out)
        with pl.at(level=pl.Level.CORE_GROUP, deps=[tid]):
            t2: pl.Tile[[64, 128], pl.FP32] = pl.load(out, [0, 0], [64, 128])
            e2: pl.Tile[[64, 128], pl.FP32] = pl.exp(t2)
            out = pl.store(e2, [0, 0], out)
        return out
