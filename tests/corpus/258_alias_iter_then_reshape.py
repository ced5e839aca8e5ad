import pypto.language as pl


@pl.program
class AliasIterThenReshape:
    @pl.function(type=pl.FunctionType.InCore)
    def k(
        self,
        x: pl.Tensor[[32, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
    ) -> pl.Tensor[[32, 128], pl.FP32]:
        a: pl.Tile[[32, 128], pl.FP32] = pl.load(x, [0, 0], [32, 128])
        for i in pl.range(3):
            c = a
            r: pl.Tile[[64, 64], pl.FP32] = pl.tile.reshape(c, [64, 64])
            e: pl.Tile[[64, 64], pl.FP32] = pl.exp(r)
            a = pl.tile.reshape(e, [32, 128])
        out = pl.store(a, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[32, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
    ) -> pl.Tensor[[32, 128], pl.FP32]:
        out = self.k(x, out)
        return out
