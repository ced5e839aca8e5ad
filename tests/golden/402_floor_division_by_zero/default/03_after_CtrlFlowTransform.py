# pypto.program: FloorDivZero
import pypto.language as pl

@pl.program
class FloorDivZero:
    @pl.function
    def main(self, n: pl.Scalar[pl.INDEX], out: pl.Tensor[[8], pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        pl.tensor.write(out, [0], pl.const(7, pl.INDEX) // pl.const(0, pl.INDEX))
        return n // (n - n)
