# pypto.program: ScopeLoopIfParity
import pypto.language as pl

@pl.program
class ScopeLoopIfParity:
    @pl.function
    def main(self, x: pl.Tensor[[64, 128], pl.FP32], y: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        for i in pl.range(4):
            with pl.at(level=pl.Level.CORE_GROUP):
                blk: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.slice(x, [16, 128], [i * 16, 0])
                if i % 2 == 0:
                    r: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.exp(blk)
                else:
                    r: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.neg(blk)
                y: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.assemble(y, r, [i * 16, 0])
        return y
