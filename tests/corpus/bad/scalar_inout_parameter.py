# error: 9:29: Scalar parameters cannot have InOut direction
# (the reference rejects it with the same message and location)
import pypto.language as pl


@pl.program
class P:
    @pl.function
    def f(self, x: pl.InOut[pl.Scalar[pl.INDEX]], o: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        return o
