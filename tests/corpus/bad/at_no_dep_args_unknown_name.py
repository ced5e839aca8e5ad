# error: 13:63: pl.at(no_dep_args=[...]) references unknown name 'w'
import pypto.language as pl


@pl.program
class NoDepUnknown:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[16, 128], pl.FP32],
        n: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP, no_dep_args=[x, w]):
            y: pl.Tensor[[16, 128], pl.FP32] = pl.mul(x, 2.0)
        return y
