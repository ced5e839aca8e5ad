# error: 13:57: pl.at() windowize must be a boolean literal
import pypto.language as pl


@pl.program
class Bad:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[128, 64], pl.FP32],
        y: pl.Out[pl.Tensor[[128, 64], pl.FP32]],
    ) -> pl.Tensor[[128, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP, windowize=1):
            y = pl.assemble(y, pl.exp(x), [0, 0])
        return y
