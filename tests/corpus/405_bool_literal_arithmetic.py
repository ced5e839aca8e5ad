# Python evaluates arithmetic on bool literals before the DSL sees it: True + 1 is 2 and
# -True is -1; `and`, `or` and `not` on literals are left to the program.
import pypto.language as pl


@pl.program
class BoolLiteralArithmetic:
    @pl.function
    def main(self, n: pl.Scalar[pl.INDEX], out: pl.Tensor[[8], pl.INDEX]):
        for i in pl.range(8):
            pl.tensor.write(out, [i], True + 1)
            pl.tensor.write(out, [i], False * 3 + True)
            if True and i < 4:
                pl.tensor.write(out, [i], 1)
            if not False:
                pl.tensor.write(out, [i], 2)
            if -True < 0:
                pl.tensor.write(out, [i], -True)
