# error: 10:13: Unsupported expression type: Set
# (the reference reports the same message)
import pypto.language as pl


@pl.program
class Bad:
    @pl.function
    def main(self, x: pl.Tensor[[16, 64], pl.FP32]) -> pl.Tensor[[16, 64], pl.FP32]:
        s = {x, x}
        return x
