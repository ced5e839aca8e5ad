import pypto.language as pl


@pl.program
class ForSwapAlias:
    @pl.function(type=pl.FunctionType.InCore)
    def k(
        self,
        x: pl.Tensor[[32, 128], pl.FP32],
        y: pl.Tensor[[32, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
    ) -> pl.Tensor[[32, 128], pl.FP32]:
        a: pl.Tile[[32, 128], pl.FP32] = pl.load(x, [0, 0], [32, 128])
        b: pl.Tile[[32, 128], pl.FP32] = pl.load(y, [0, 0], [32, 128])
        for i in pl.range(3):
            c = a
            a = b
            b = c
        d: pl.Tile[[32, 128], pl.FP32] = pl.sub(a, b)
        out = pl.store(d, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[32, 128], pl.FP32],
        y: pl.Tensor[[32, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
    ) -> pl.Tensor[[32, 128], pl.FP32]:
        out = self.k(x, y, out)
        return out
