# error: 16:5: TupleGetItemExpr index 3 out of bounds for tuple with 3 elements
import pypto.language as pl


@pl.program
class Bad:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[16, 16], pl.FP32], o1: pl.Out[pl.Tensor[[16, 16], pl.FP32]], o2: pl.Out[pl.Tensor[[16, 16], pl.FP32]], o3: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> tuple[pl.Tensor[[16, 16], pl.FP32], pl.Tensor[[16, 16], pl.FP32], pl.Tensor[[16, 16], pl.FP32]]:
        t: pl.Tile[[16, 16], pl.FP32] = pl.load(x, [0, 0], [16, 16])
        r1: pl.Tensor[[16, 16], pl.FP32] = pl.store(t, [0, 0], o1)
        r2: pl.Tensor[[16, 16], pl.FP32] = pl.store(t, [0, 0], o2)
        r3: pl.Tensor[[16, 16], pl.FP32] = pl.store(t, [0, 0], o3)
        return r1, r2, r3

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[16, 16], pl.FP32], o1: pl.Out[pl.Tensor[[16, 16], pl.FP32]], o2: pl.Out[pl.Tensor[[16, 16], pl.FP32]], o3: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        a, b, c, d = self.k(x, o1, o2, o3)
        return a
