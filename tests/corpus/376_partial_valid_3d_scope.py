import pypto.language as pl


@pl.program
class Partial3DScope:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[4, 16, 64], pl.FP32],
        rows: pl.Scalar[pl.INDEX],
        y: pl.Out[pl.Tensor[[4, 16, 64], pl.FP32]],
    ) -> pl.Tensor[[4, 16, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            part: pl.Tensor[[2, 16, 64], pl.FP32] = pl.slice(x, [2, 16, 64], [0, 0, 0], valid_shape=[2, rows, 64])
            sq: pl.Tensor[[2, 16, 64], pl.FP32] = pl.mul(part, part)
            act: pl.Tensor[[2, 16, 64], pl.FP32] = pl.exp(sq)
            y = pl.assemble(y, act, [2, 0, 0])
        return y
