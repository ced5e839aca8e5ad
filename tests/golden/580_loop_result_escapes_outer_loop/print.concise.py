# pypto.program: LoopResultEscapesOuterLoop
import pypto.language as pl

@pl.program
class LoopResultEscapesOuterLoop:
    @pl.function
    def main(self, n: pl.Scalar[pl.INT64]) -> pl.Scalar[pl.INT64]:
        x: pl.Scalar[pl.INT64] = n + 1
        for j in pl.range(2):
            seed: pl.Scalar[pl.INT64] = x
            for i, (acc,) in pl.range(3, init_values=(seed,)):
                bumped: pl.Scalar[pl.INT64] = acc + n
                acc_out: pl.Scalar[pl.INT64] = pl.yield_(bumped)
            y: pl.Scalar[pl.INT64] = acc_out
        return y
