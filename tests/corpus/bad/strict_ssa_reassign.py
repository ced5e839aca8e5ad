# error: 14:9: Variable 'x' is already defined
import pypto.language as pl


@pl.program(strict_ssa=True)
class Bad:
    @pl.function
    def main(
        self,
        a: pl.Tensor[[64, 128], pl.FP32],
        b: pl.Tensor[[64, 128], pl.FP32],
    ) -> pl.Tensor[[64, 128], pl.FP32]:
        x: pl.Tensor[[64, 128], pl.FP32] = pl.add(a, b)
        x: pl.Tensor[[64, 128], pl.FP32] = pl.mul(x, b)
        return x
