# error: 10:34: pl.at() got multiple values for argument 'level'
import pypto.language as pl


@pl.program
class Bad:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        # The level given positionally and again by keyword.
        with pl.at(pl.Level.POD, level=pl.Level.HOST):
            y: pl.Tensor[[64], pl.FP32] = pl.add(x, x)
        return y
