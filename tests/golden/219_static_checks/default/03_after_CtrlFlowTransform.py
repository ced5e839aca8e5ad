# pypto.program: StaticChecks
import pypto.language as pl

@pl.program
class StaticChecks:
    @pl.function
    def main(self, x: pl.Tensor[[64, 128], pl.FP32], out: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        for i in pl.range(4):
            with pl.at(level=pl.Level.CORE_GROUP):
                t: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.slice(x, [16, 128], [i * 16, 0])
                y: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.exp(t)
                out: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.assemble(out, y, [i * 16, 0])
        return out
