# expect-error: ValueError in Simplify: a floor division whose divisor folds to zero
# The literal `7 // 0` cannot be evaluated while parsing, so it stays an expression (printed with
# typed constants); Simplify then meets the zero divisor of `n // (n - n)`.
import pypto.language as pl


@pl.program
class FloorDivZero:
    @pl.function
    def main(self, n: pl.Scalar[pl.INDEX], out: pl.Tensor[[8], pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        pl.tensor.write(out, [0], 7 // 0)
        return n // (n - n)
