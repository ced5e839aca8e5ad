# error: 8:63: name 'cpp' is not defined
# (the reference: Python's NameError, raised when the decorator is evaluated)
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore, external_source=cpp)
    def main(self, a: pl.Tensor[[4, 4], pl.FP32]) -> pl.Tensor[[4, 4], pl.FP32]:
        return a
