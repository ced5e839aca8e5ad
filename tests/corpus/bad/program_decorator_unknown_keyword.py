# error: 6:13: program() got an unexpected keyword argument 'foo'
# (the reference: "TypeError: program() got an unexpected keyword argument 'foo'")
import pypto.language as pl


@pl.program(foo=1)
class P:
    @pl.function
    def main(self, x: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        return x
