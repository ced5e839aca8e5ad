# error: 18:50: store() takes from 3 to 4 positional arguments but 5 were given
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(
        self,
        x: pl.Tensor[[32, 64], pl.FP32],
        h: pl.Tensor[[32, 64], pl.FP16],
        v: pl.Tensor[[32, 1], pl.FP32],
        c: pl.Tensor[[1, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        t: pl.Tile[[32, 64], pl.FP32] = pl.load(x, [0, 0], [32, 64])
        r = pl.exp(t)
        out = pl.store(r, [0, 0], out, [32, 64], pl.AtomicType.None_)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[32, 64], pl.FP32],
        h: pl.Tensor[[32, 64], pl.FP16],
        v: pl.Tensor[[32, 1], pl.FP32],
        c: pl.Tensor[[1, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        out = self.k(x, h, v, c, out)
        return out
