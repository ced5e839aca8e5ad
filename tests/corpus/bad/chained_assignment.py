# error: 9:9: Unsupported assignment: k = j = 0
import pypto.language as pl


@pl.program
class ChainedAssignment:
    @pl.function
    def main(self, a: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        k = j = 0
        return a
