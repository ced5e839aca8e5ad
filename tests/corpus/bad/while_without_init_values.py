# error: 9:21: pl.while_() requires init_values
import pypto.language as pl


@pl.program
class WhileWithoutInitValues:
    @pl.function
    def main(self, n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        for (k,) in pl.while_():
            pl.cond(k < n)
            kf: pl.Scalar[pl.INDEX] = pl.yield_(k + 1)
        return kf
