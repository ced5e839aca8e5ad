# A program of Inline functions only: InlineFunctions removes them all, and
# every later dump is the bare class header (which reads back as an empty
# program).
import pypto.language as pl


@pl.program
class InlineOnly:
    @pl.function(type=pl.FunctionType.Inline)
    def double(self, x: pl.Tensor[[16, 64], pl.FP32]) -> pl.Tensor[[16, 64], pl.FP32]:
        y: pl.Tensor[[16, 64], pl.FP32] = pl.add(x, x)
        return y

    @pl.function(type=pl.FunctionType.Inline)
    def quadruple(self, x: pl.Tensor[[16, 64], pl.FP32]) -> pl.Tensor[[16, 64], pl.FP32]:
        y = self.double(x)
        z = self.double(y)
        return z
