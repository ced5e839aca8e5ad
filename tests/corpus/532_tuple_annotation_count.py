import pypto.language as pl


@pl.program
class TupleAnnotationShape:
    @pl.function(type=pl.FunctionType.InCore)
    def k(
        self,
        a: pl.Tensor[[16, 64], pl.FP32],
        o1: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
        o2: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[16, 64], pl.FP32]]:
        t = pl.load(a, [0, 0], [16, 64])
        u = pl.add(t, t)
        r1 = pl.store(t, [0, 0], o1)
        r2 = pl.store(u, [0, 0], o2)
        return r1, r2

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, a: pl.Tensor[[16, 64], pl.FP32]) -> pl.Tensor[[16, 64], pl.FP32]:
        o1 = pl.create_tensor([16, 64], dtype=pl.FP32)
        o2 = pl.create_tensor([16, 64], dtype=pl.FP32)
        res: pl.Tuple[pl.Tensor[[16, 64], pl.FP32]] = self.k(a, o1, o2)
        x = res[1]
        return x
