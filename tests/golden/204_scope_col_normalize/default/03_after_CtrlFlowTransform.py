# pypto.program: ScopeColNormalize
import pypto.language as pl

@pl.program
class ScopeColNormalize:
    @pl.function
    def main(self, x: pl.Tensor[[32, 64], pl.FP32], y: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            cm: pl.Tensor[[1, 64], pl.FP32] = pl.tensor.col_max(x)
            sh: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.col_expand_sub(x, cm)
            e: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.exp(sh)
            cs: pl.Tensor[[1, 64], pl.FP32] = pl.tensor.col_sum(e)
            r: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.col_expand_div(e, cs)
            y: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.assemble(y, r, [0, 0])
        return y
