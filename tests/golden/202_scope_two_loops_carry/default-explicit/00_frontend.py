# pypto.program: ScopeTwoLoopsCarry
import pypto.language as pl

@pl.program
class ScopeTwoLoopsCarry:
    @pl.function
    def main(self, a: pl.Tensor[[32, 64], pl.FP32], b: pl.Tensor[[32, 64], pl.FP32], y: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            acc: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.muls(a, 0.0)
            for i in pl.range(3):
                acc: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.add(acc, a)
            for j in pl.range(2):
                acc: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.sub(acc, b)
            y: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.assemble(y, acc, [0, 0])
        return y
