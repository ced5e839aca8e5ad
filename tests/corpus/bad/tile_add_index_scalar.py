# error: 19:17: Scalar operand has dtype `index`, which tile/tensor scalar instructions do not accept. Convert it explicitly, e.g. pl.cast(<value>, pl.INT32).
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
        r = t
        for i in pl.range(2):
            r = pl.add(r, i)
        out = pl.store(r, [0, 0], out)
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
