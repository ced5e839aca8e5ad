# pypto.program: ParallelStartStep
import pypto.language as pl

@pl.program
class ParallelStartStep:
    @pl.function
    def main(self, x: pl.Tensor[[96, 64], pl.FP32], y: pl.Out[pl.Tensor[[96, 64], pl.FP32]]) -> pl.Tensor[[96, 64], pl.FP32]:
        for r in pl.parallel(32, 96, 32):
            with pl.at(level=pl.Level.CORE_GROUP):
                t: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.slice(x, [32, 64], [r, 0])
                s: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.sqrt(t)
                y: pl.Tensor[[96, 64], pl.FP32] = pl.tensor.assemble(y, s, [r, 0])
        return y
