# error: 14:14: pl.at() requires a level argument
# (the reference parser rejects it with the same message)
import pypto.language as pl


@pl.program
class P:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[32, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
    ) -> pl.Tensor[[32, 128], pl.FP32]:
        with pl.at():
            e: pl.Tensor[[32, 128], pl.FP32] = pl.exp(x)
            out = pl.assemble(out, e, [0, 0])
        return out
