# error: 10:60: pl.at(no_dep_args=[...]) entries must be bare tensor names
# (the reference reports the same message)
import pypto.language as pl


@pl.program
class Bad:
    @pl.function
    def main(self, x: pl.Tensor[[16, 64], pl.FP32], y: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP, no_dep_args=[x[0]]):
            e: pl.Tensor[[16, 64], pl.FP32] = pl.exp(x)
            y = pl.assemble(y, e, [0, 0])
        return y
