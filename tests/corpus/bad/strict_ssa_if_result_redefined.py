# error: 14:9: Variable 'r' is already defined
import pypto.language as pl


@pl.program(strict_ssa=True)
class Bad:
    @pl.function
    def main(
        self,
        a: pl.Tensor[[64, 128], pl.FP32],
        n: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[64, 128], pl.FP32]:
        r = pl.add(a, a)
        if n > 0:
            r1 = pl.mul(a, a)
            r = pl.yield_(r1)
        else:
            r2 = pl.add(a, a)
            r = pl.yield_(r2)
        return r
