# error: 13:18: stage= is only supported on pl.pipeline(), not pl.parallel()
import pypto.language as pl


@pl.program
class Bad:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[128, 64], pl.FP32],
        y: pl.Out[pl.Tensor[[128, 64], pl.FP32]],
    ) -> pl.Tensor[[128, 64], pl.FP32]:
        for i in pl.parallel(4, stage=2):
            y = pl.assemble(y, pl.exp(x), [0, 0])
        return y
