# error: 5:30: keyword argument repeated: strict_ssa
import pypto.language as pl


@pl.program(strict_ssa=True, strict_ssa=False)
class P:
    @pl.function
    def main(self, x: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        return x
