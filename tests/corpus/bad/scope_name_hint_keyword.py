# error: 9:57: pl.at() 'name_hint' must be a valid non-keyword identifier, got 'class'
import pypto.language as pl


@pl.program
class KwHint:
    @pl.function
    def main(self, x: pl.Tensor[[16, 64], pl.FP32], y: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP, name_hint="class"):
            y = pl.assemble(y, pl.exp(x), [0, 0])
        return y
