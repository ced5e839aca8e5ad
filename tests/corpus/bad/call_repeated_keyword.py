# error: 9:51: keyword argument repeated: dtype
import pypto.language as pl


@pl.program
class P:
    @pl.function
    def main(self, n: pl.Scalar[pl.INDEX]) -> pl.Tensor[[16], pl.FP32]:
        t = pl.tensor.create([16], dtype=pl.FP32, dtype=pl.FP16)
        return t
