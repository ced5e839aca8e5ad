import pypto.language as pl


@pl.program
class TC1:
    @pl.function(type=pl.FunctionType.InCore)
    def kexp(self, a: pl.Tensor[[16, 64], pl.FP32], o: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32] = pl.load(a, [0, 0], [16, 64])
        e: pl.Tile[[16, 64], pl.FP32] = pl.exp(t)
        o = pl.store(e, [0, 0], o)
        return o

    @pl.function(type=pl.FunctionType.InCore)
    def kadd(self, a: pl.Tensor[[16, 64], pl.FP32], b: pl.Tensor[[16, 64], pl.FP32], o: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        ta: pl.Tile[[16, 64], pl.FP32] = pl.load(a, [0, 0], [16, 64])
        tb: pl.Tile[[16, 64], pl.FP32] = pl.load(b, [0, 0], [16, 64])
        s: pl.Tile[[16, 64], pl.FP32] = pl.add(ta, tb)
        o = pl.store(s, [0, 0], o)
        return o

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(self, a: pl.Tensor[[16, 64], pl.FP32], b: pl.Tensor[[16, 64], pl.FP32], y: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        for i, (p, q) in pl.range(4, init_values=(a, b)):
            np_: pl.Tensor[[16, 64], pl.FP32] = pl.create_tensor([16, 64], dtype=pl.FP32)
            np_ = self.kadd(p, q, np_)
            nq: pl.Tensor[[16, 64], pl.FP32] = pl.create_tensor([16, 64], dtype=pl.FP32)
            nq = self.kexp(p, nq)
            rp, rq = pl.yield_(np_, nq)
        y = self.kadd(rp, rq, y)
        return y
