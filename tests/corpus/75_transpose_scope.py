import pypto.language as pl


@pl.program
class TransposeScope:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[64, 32], pl.FP32],
        y: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            t: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.transpose(x, 0, 1)
            u: pl.Tensor[[32, 64], pl.FP32] = pl.add(t, 1.0)
            y = pl.assemble(y, u, [0, 0])
        return y
