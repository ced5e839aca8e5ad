# A comment on `with pl.at(...) as tid:` belongs to the scope, not to the TaskId
# placeholder; the scope's new tensor is allocated by its caller around the submit.
import pypto.language as pl


@pl.program
class P:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP) as tid0:  # c
            y: pl.Tensor[[64], pl.FP32] = pl.add(x, x)
        return y
