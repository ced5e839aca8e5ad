# pypto.program: ScopeRowBlockLoop
import pypto.language as pl

@pl.program
class ScopeRowBlockLoop:
    @pl.function
    def main(self, x: pl.Tensor[[128, 256], pl.FP32], bias: pl.Tensor[[1, 256], pl.FP32], y: pl.Out[pl.Tensor[[128, 256], pl.FP32]]) -> pl.Tensor[[128, 256], pl.FP32]:
        for i in pl.range(4):
            with pl.at(level=pl.Level.CORE_GROUP):
                blk: pl.Tensor[[32, 256], pl.FP32] = pl.tensor.slice(x, [32, 256], [i * 32, 0])
                shifted: pl.Tensor[[32, 256], pl.FP32] = pl.tensor.col_expand_add(blk, bias)
                act: pl.Tensor[[32, 256], pl.FP32] = pl.tensor.exp(shifted)
                y: pl.Tensor[[128, 256], pl.FP32] = pl.tensor.assemble(y, act, [i * 32, 0])
        return y
