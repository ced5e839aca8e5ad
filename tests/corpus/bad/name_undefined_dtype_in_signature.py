# error: 9:38: name 'DT' is not defined
# (an unbound name where a signature expects a dtype: Python's NameError, as in the reference)
import pypto.language as pl


@pl.program
class P:
    @pl.function
    def main(self, a: pl.Tensor[[4], DT]) -> pl.Tensor[[4], pl.FP32]:
        return a
