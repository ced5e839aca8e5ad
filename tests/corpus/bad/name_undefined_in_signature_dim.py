# error: 9:34: name 'M' is not defined
# (the reference: Python's NameError, raised when the signature is evaluated)
import pypto.language as pl


@pl.program
class P:
    @pl.function
    def main(self, a: pl.Tensor[[M, 4], pl.FP32]) -> pl.Tensor[[4, 4], pl.FP32]:
        return a
