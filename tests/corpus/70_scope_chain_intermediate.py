import pypto.language as pl


@pl.program
class ScopeChainIntermediate:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[32, 128], pl.FP32],
        y: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
    ) -> pl.Tensor[[32, 128], pl.FP32]:
        mid: pl.Tensor[[32, 128], pl.FP32] = pl.create_tensor([32, 128], dtype=pl.FP32)
        with pl.at(level=pl.Level.CORE_GROUP):
            a: pl.Tensor[[32, 128], pl.FP32] = pl.mul(x, 0.25)
            mid = pl.assemble(mid, a, [0, 0])
        with pl.at(level=pl.Level.CORE_GROUP):
            b: pl.Tensor[[32, 128], pl.FP32] = pl.exp(mid)
            c: pl.Tensor[[32, 128], pl.FP32] = pl.add(b, x)
            y = pl.assemble(y, c, [0, 0])
        return y
