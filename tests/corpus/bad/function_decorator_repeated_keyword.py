# error: 9:9: keyword argument repeated: type
import pypto.language as pl


@pl.program
class P:
    @pl.function(
        type=pl.FunctionType.InCore,
        type=pl.FunctionType.InCore,
    )
    def main(self, x: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        return x
