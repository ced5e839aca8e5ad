# error: 10:43: Invalid rounding mode 99. Expected int in range [0, 6].
# (the reference: the same text after "pl operation 'cast': ", at the call)
import pypto.language as pl


@pl.program
class Bad:
    @pl.function
    def main(self, x: pl.Tensor[[16, 64], pl.FP32]) -> pl.Tensor[[16, 64], pl.FP16]:
        h: pl.Tensor[[16, 64], pl.FP16] = pl.cast(x, pl.FP16, mode=99)
        return h
