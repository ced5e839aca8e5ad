# pypto.program: ScopeChainIntermediate
import pypto.language as pl

@pl.program
class ScopeChainIntermediate:
    @pl.function
    def main(self, x: pl.Tensor[[32, 128], pl.FP32], y: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        mid: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.create([32, 128], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        with pl.at(level=pl.Level.CORE_GROUP):
            a: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.muls(x, 0.25)
            mid: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.assemble(mid, a, [0, 0])
        with pl.at(level=pl.Level.CORE_GROUP):
            b: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.exp(mid)
            c: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.add(b, x)
            y: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.assemble(y, c, [0, 0])
        return y
