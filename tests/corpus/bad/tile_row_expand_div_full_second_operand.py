# error: 17:42: requires second argument's last dimension to be 1, but got [32, 128]
# (the reference rejects it with the same message)
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(
        self,
        x: pl.Tensor[[32, 128], pl.FP32],
        y: pl.Tensor[[32, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
    ) -> pl.Tensor[[32, 128], pl.FP32]:
        a: pl.Tile[[32, 128], pl.FP32] = pl.load(x, [0, 0], [32, 128])
        b: pl.Tile[[32, 128], pl.FP32] = pl.load(y, [0, 0], [32, 128])
        c: pl.Tile[[32, 128], pl.FP32] = pl.row_expand_div(a, b)
        out = pl.store(c, [0, 0], out)
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
