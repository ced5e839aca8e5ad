# pypto.program: InlineOnly
import pypto.language as pl

@pl.program
class InlineOnly:
    @pl.function(type=pl.FunctionType.Inline)
    def double(self, x: pl.Tensor[[16, 64], pl.FP32]) -> pl.Tensor[[16, 64], pl.FP32]:
        y: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.add(x, x)
        return y
    @pl.function(type=pl.FunctionType.Inline)
    def quadruple(self, x: pl.Tensor[[16, 64], pl.FP32]) -> pl.Tensor[[16, 64], pl.FP32]:
        y: pl.Tensor[[16, 64], pl.FP32] = self.double(x)
        z: pl.Tensor[[16, 64], pl.FP32] = self.double(y)
        return z
