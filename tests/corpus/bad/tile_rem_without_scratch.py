# error: 17:41: rem() missing 1 required positional argument: 'tmp'
# (the reference rejects it at parse too)
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(
        self,
        a: pl.Tensor[[16, 64], pl.FP16],
        b: pl.Tensor[[16, 64], pl.FP16],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP16]],
    ) -> pl.Tensor[[16, 64], pl.FP16]:
        ta: pl.Tile[[16, 64], pl.FP16] = pl.load(a, [0, 0], [16, 64])
        tb: pl.Tile[[16, 64], pl.FP16] = pl.load(b, [0, 0], [16, 64])
        r: pl.Tile[[16, 64], pl.FP16] = pl.tile.rem(ta, tb)
        done: pl.Tensor[[16, 64], pl.FP16] = pl.store(r, [0, 0], out)
        return done


    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        a: pl.Tensor[[16, 64], pl.FP16],
        b: pl.Tensor[[16, 64], pl.FP16],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP16]],
    ) -> pl.Tensor[[16, 64], pl.FP16]:
        out = self.k(a, b, out)
        return out
