# error: 13:36: attrs must be a dict literal
import pypto.language as pl


@pl.program
class Bad:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[128, 64], pl.FP32],
        y: pl.Out[pl.Tensor[[128, 64], pl.FP32]],
    ) -> pl.Tensor[[128, 64], pl.FP32]:
        for i in pl.range(4, attrs=[1]):
            y = pl.assemble(y, pl.exp(x), [0, 0])
        return y
