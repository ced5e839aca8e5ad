# error: 7:13: @pl.program takes no positional argument (its one keyword is strict_ssa)
# (the reference rejects it too, taking the 1 for the class: "Cannot retrieve
# source code for class '1'")
import pypto.language as pl


@pl.program(1)
class P:
    @pl.function
    def main(self, x: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        return x
