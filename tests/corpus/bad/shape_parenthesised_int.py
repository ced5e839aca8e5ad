# error: 7:34: Shape '64' must be a list or tuple, got int
# (`(64)` is an integer; a tuple needs a comma: the reference's words)
import pypto.language as pl
@pl.program
class P:
    @pl.function
    def main(self, x: pl.Tensor[(64), pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        return x
