# error: 19:21: Scalar operand has dtype `index`, which tile/tensor scalar instructions do not accept. Convert it explicitly, e.g. pl.cast(<value>, pl.INT32).
import pypto.language as pl


@pl.program
class P:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[32, 64], pl.FP32],
        h: pl.Tensor[[32, 64], pl.FP16],
        v: pl.Tensor[[32, 1], pl.FP32],
        c: pl.Tensor[[1, 64], pl.FP32],
        y: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            r = x
            for i in pl.range(2):
                r = pl.add(r, i)
            y = pl.assemble(y, r, [0, 0])
        return y
