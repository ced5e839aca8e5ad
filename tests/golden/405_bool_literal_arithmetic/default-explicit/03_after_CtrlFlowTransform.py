# pypto.program: BoolLiteralArithmetic
import pypto.language as pl

@pl.program
class BoolLiteralArithmetic:
    @pl.function
    def main(self, n: pl.Scalar[pl.INDEX], out: pl.Tensor[[8], pl.INDEX]):
        for i in pl.range(8):
            pl.tensor.write(out, [i], 2)
            pl.tensor.write(out, [i], 1)
            if True and i < 4:
                pl.tensor.write(out, [i], 1)
            if not False:
                pl.tensor.write(out, [i], 2)
            if pl.const(-1, pl.INDEX) < pl.const(0, pl.INDEX):
                pl.tensor.write(out, [i], -1)
