import pypto.language as pl


@pl.program
class FwdFresh:
    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[16, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        tmp = pl.create_tensor([16, 64], dtype=pl.FP32)
        y = self.k(x, tmp)
        out = self.k(y, out)
        return out

    @pl.function(type=pl.FunctionType.InCore)
    def k(
        self,
        x: pl.Tensor[[16, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        t = pl.load(x, [0, 0], [16, 64])
        out = pl.store(pl.exp(t), [0, 0], out)
        return out
