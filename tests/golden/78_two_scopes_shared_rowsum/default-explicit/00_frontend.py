# pypto.program: TwoScopesSharedRowsum
import pypto.language as pl

@pl.program
class TwoScopesSharedRowsum:
    @pl.function
    def main(self, x: pl.Tensor[[32, 64], pl.FP32], y: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        s: pl.Tensor[[32, 1], pl.FP32] = pl.tensor.create([32, 1], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        with pl.at(level=pl.Level.CORE_GROUP):
            rs: pl.Tensor[[32, 1], pl.FP32] = pl.tensor.row_sum(x)
            s: pl.Tensor[[32, 1], pl.FP32] = pl.tensor.assemble(s, rs, [0, 0])
        with pl.at(level=pl.Level.CORE_GROUP):
            e: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.row_expand_div(x, s)
            f: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.muls(e, 3.0)
            y: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.assemble(y, f, [0, 0])
        return y
