# error: 4:21: AttributeError: 'int' object has no attribute 'isidentifier'
# (the reference calls str.isidentifier on the name; `name=` is read as in Python)
import pypto.language as pl
M = pl.dynamic(name=3)
@pl.program
class P:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[M, 64], pl.FP32]) -> pl.Tensor[[M, 64], pl.FP32]:
        return x
