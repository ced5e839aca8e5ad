# an escaping element of a tuple-returning call in a loop is seeded with the same element of an earlier call to that function
import pypto.language as pl


@pl.program
class SsaEscapeTupleElement:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[64, 64], pl.FP32], y: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        t: pl.Tile[[64, 64], pl.FP32] = pl.load(x, [0, 0], [64, 64])
        y = pl.store(t, [0, 0], y)
        return y

    @pl.function(type=pl.FunctionType.InCore)
    def k2(self, x: pl.Tensor[[64, 64], pl.FP32], a: pl.Out[pl.Tensor[[64, 64], pl.FP32]], b: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> tuple[pl.Tensor[[64, 64], pl.FP32], pl.Tensor[[64, 64], pl.FP32]]:
        t: pl.Tile[[64, 64], pl.FP32] = pl.load(x, [0, 0], [64, 64])
        a = pl.store(t, [0, 0], a)
        b = pl.store(t, [0, 0], b)
        return a, b

    @pl.function(type=pl.FunctionType.InCore)
    def ko(self, x: pl.Tensor[[64, 64], pl.FP32], o: pl.Scalar[pl.INDEX], y: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [o, 0], [16, 64])
        y = pl.store(t, [o, 0], y)
        return y

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(self, x: pl.Tensor[[64, 64], pl.FP32], n: pl.Scalar[pl.INDEX], y: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        c1 = pl.create_tensor([64, 64], dtype=pl.FP32)
        c2 = pl.create_tensor([64, 64], dtype=pl.FP32)
        p, q = self.k2(x, c1, c2)
        for i in pl.range(2):
            c3 = pl.create_tensor([64, 64], dtype=pl.FP32)
            c4 = pl.create_tensor([64, 64], dtype=pl.FP32)
            p2, q2 = self.k2(p, c3, c4)
        y = self.k(q2, y)
        return y
