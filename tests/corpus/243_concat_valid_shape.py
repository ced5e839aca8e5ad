import pypto.language as pl


@pl.program
class ConcatValidShape:
    @pl.function(type=pl.FunctionType.InCore)
    def k(
        self,
        x: pl.Tensor[[16, 64], pl.FP32],
        y: pl.Tensor[[16, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        a: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [0, 0], [16, 64], valid_shapes=[16, 40])
        b: pl.Tile[[16, 64], pl.FP32] = pl.load(y, [0, 0], [16, 64])
        c = pl.tile.concat(a, b)
        out = pl.store(c, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[16, 64], pl.FP32],
        y: pl.Tensor[[16, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        out = self.k(x, y, out)
        return out
