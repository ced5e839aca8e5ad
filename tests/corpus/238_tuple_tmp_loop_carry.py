import pypto.language as pl


@pl.program
class TupleTmpLoop:
    @pl.function(type=pl.FunctionType.InCore)
    def k(
        self,
        x: pl.Tensor[[16, 64], pl.FP32],
        p: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
        q: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[16, 64], pl.FP32]]:
        t: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [0, 0], [16, 64])
        p2: pl.Tensor[[16, 64], pl.FP32] = pl.store(t, [0, 0], p)
        q2: pl.Tensor[[16, 64], pl.FP32] = pl.store(t, [0, 0], q)
        return p2, q2

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[16, 64], pl.FP32],
        flag: pl.Scalar[pl.INDEX],
        p: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
        q: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[16, 64], pl.FP32]]:
        p, q = self.k(x, p, q)
        for i in pl.range(2):
            p, q = self.k(p, p, q)
        return p, q
