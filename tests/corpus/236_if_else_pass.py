import pypto.language as pl


@pl.program
class P:
    @pl.function
    def main(self, a: pl.Tensor[[64, 128], pl.FP32], n: pl.Scalar[pl.INDEX]) -> pl.Tensor[[64, 128], pl.FP32]:
        if n > 1:
            a = pl.add(a, a)
        else:
            pass
        return a
