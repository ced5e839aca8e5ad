# error: 13:9: are only supported with level=pl.Level.CORE_GROUP
import pypto.language as pl


@pl.program
class Bad:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[128, 64], pl.FP32],
        y: pl.Out[pl.Tensor[[128, 64], pl.FP32]],
    ) -> pl.Tensor[[128, 64], pl.FP32]:
        with pl.at(level=pl.Level.CHIP, optimizations=[pl.split(pl.SplitMode.UP_DOWN)]):
            y = pl.assemble(y, pl.exp(x), [0, 0])
        return y
