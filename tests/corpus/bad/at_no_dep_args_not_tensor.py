# error: 13:63: pl.at(no_dep_args=[...]) entry 'n' is not a tensor (got type pl.Scalar[pl.INDEX])
import pypto.language as pl


@pl.program
class NoDepScalar:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[16, 128], pl.FP32],
        n: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP, no_dep_args=[x, n]):
            y: pl.Tensor[[16, 128], pl.FP32] = pl.mul(x, 2.0)
        return y
