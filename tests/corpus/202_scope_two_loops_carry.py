import pypto.language as pl


@pl.program
class ScopeTwoLoopsCarry:
    @pl.function
    def main(
        self,
        a: pl.Tensor[[32, 64], pl.FP32],
        b: pl.Tensor[[32, 64], pl.FP32],
        y: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            acc: pl.Tensor[[32, 64], pl.FP32] = pl.mul(a, 0.0)
            for i in pl.range(3):
                acc = pl.add(acc, a)
            for j in pl.range(2):
                acc = pl.sub(acc, b)
            y = pl.assemble(y, acc, [0, 0])
        return y
