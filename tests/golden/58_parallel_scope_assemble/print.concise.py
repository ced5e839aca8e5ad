# pypto.program: ParallelScopeAssemble
import pypto.language as pl

@pl.program
class ParallelScopeAssemble:
    @pl.function
    def main(self, a: pl.Tensor[[128, 64], pl.FP32], b: pl.Tensor[[128, 64], pl.FP32], y: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        for i in pl.parallel(8):
            with pl.at(level=pl.Level.CORE_GROUP):
                ta: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.slice(a, [16, 64], [i * 16, 0])
                tb: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.slice(b, [16, 64], [i * 16, 0])
                mx: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.maximum(ta, tb)
                mn: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.minimum(ta, tb)
                d: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.sub(mx, mn)
                y: pl.Tensor[[128, 64], pl.FP32] = pl.tensor.assemble(y, d, [i * 16, 0])
        return y
