# expect-error: reads an Out argument after the call instead of the call result (InOutUseValid)
import pypto.language as pl


@pl.program
class OrchAmbiguousTwoOutsLaterWriter:
    @pl.function(type=pl.FunctionType.InCore)
    def dual(
        self,
        x: pl.Tensor[[16, 64], pl.FP32],
        a: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
        b: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [0, 0], [16, 64])
        e: pl.Tile[[16, 64], pl.FP32] = pl.exp(t)
        a = pl.store(e, [0, 0], a)
        b = pl.store(t, [0, 0], b)
        return b

    @pl.function(type=pl.FunctionType.InCore)
    def fill(
        self,
        x: pl.Tensor[[16, 64], pl.FP32],
        part: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [0, 0], [16, 64])
        n: pl.Tile[[16, 64], pl.FP32] = pl.neg(t)
        part = pl.store(n, [0, 0], part)
        return part

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[16, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        a: pl.Tensor[[16, 64], pl.FP32] = pl.create_tensor([16, 64], dtype=pl.FP32)
        b: pl.Tensor[[16, 64], pl.FP32] = pl.create_tensor([16, 64], dtype=pl.FP32)
        r: pl.Tensor[[16, 64], pl.FP32] = self.dual(x, a, b)
        r = self.fill(x, r)
        out = pl.assemble(out, r, [0, 0])
        out = pl.assemble(out, b, [16, 0])
        return out
