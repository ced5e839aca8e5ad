import pypto.language as pl


@pl.program
class UnicodeNames:
    @pl.function(type=pl.FunctionType.InCore)
    def k(
        self,
        xα: pl.Tensor[[16, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        tβ: pl.Tile[[16, 64], pl.FP32] = pl.load(xα, [0, 0], [16, 64])
        done: pl.Tensor[[16, 64], pl.FP32] = pl.store(tβ, [0, 0], out)
        return done

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[16, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        out = self.k(x, out)
        return out
