# error: 11:74: fillpad pad_value only accepts the integer literal 0 (mapped to PadValue.zero); got 7.
# (the reference: the same text after "pl.tensor operation 'fillpad': ", at the call)
import pypto.language as pl


@pl.program
class Bad:
    @pl.function
    def main(self, x: pl.Tensor[[16, 64], pl.FP32]) -> pl.Tensor[[16, 64], pl.FP32]:
        v: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.set_validshape(x, 8, 32)
        f: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.fillpad(v, pad_value=7)
        return f
