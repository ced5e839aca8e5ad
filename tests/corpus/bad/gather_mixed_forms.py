# error: 10:17: are mutually exclusive
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.Opaque)
    def main(self, x: pl.Tensor[[16, 16], pl.FP32]) -> pl.Tensor[[16, 8], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            y = pl.tensor.gather(x, mask_pattern=1, cmp_mode="eq")
        return y
