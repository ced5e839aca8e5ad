# results of calls to functions defined later have the unknown type, one object: an escaping one is seeded with an earlier one, even of another callee
import pypto.language as pl


@pl.program
class SsaEscapeForwardRefCalls:
    @pl.function(type=pl.FunctionType.Orchestration)
    def run(self, x: pl.Tensor[[64, 64], pl.FP32], y: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        c1 = pl.create_tensor([64, 64], dtype=pl.FP32)
        a = self.k(x, c1)
        for i in pl.range(2):
            c2 = pl.create_tensor([64, 64], dtype=pl.FP32)
            b = self.k2(a, c2)
        y = self.k(b, y)
        return y

    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[64, 64], pl.FP32], y: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        t: pl.Tile[[64, 64], pl.FP32] = pl.load(x, [0, 0], [64, 64])
        y = pl.store(t, [0, 0], y)
        return y

    @pl.function(type=pl.FunctionType.InCore)
    def k2(self, x: pl.Tensor[[64, 64], pl.FP32], y: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        t: pl.Tile[[64, 64], pl.FP32] = pl.load(x, [0, 0], [64, 64])
        t2: pl.Tile[[64, 64], pl.FP32] = pl.add(t, t)
        y = pl.store(t2, [0, 0], y)
        return y
