# error: 12:9: Variable 'a' is already defined
import pypto.language as pl


@pl.program(strict_ssa=True)
class Bad:
    @pl.function
    def main(
        self,
        a: pl.Tensor[[64, 128], pl.FP32],
    ) -> pl.Tensor[[64, 128], pl.FP32]:
        a = pl.add(a, a)
        return a
