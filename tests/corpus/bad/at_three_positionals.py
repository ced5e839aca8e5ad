# error: 11:53: pl.at() takes at most 2 positional arguments
# (the reference: "pl.at() takes at most 2 positional arguments, got 3")
import pypto.language as pl


@pl.program
class Bad:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        # pl.at(level, role) has no third positional parameter.
        with pl.at(pl.Level.POD, pl.Role.SubWorker, True):
            y: pl.Tensor[[64], pl.FP32] = pl.add(x, x)
        return y
