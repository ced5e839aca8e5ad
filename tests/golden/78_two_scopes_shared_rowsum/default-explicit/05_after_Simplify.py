# pypto.program: TwoScopesSharedRowsum
import pypto.language as pl

@pl.program
class TwoScopesSharedRowsum:
    @pl.function
    def main(self, x__ssa_v0: pl.Tensor[[32, 64], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        s__ssa_v0: pl.Tensor[[32, 1], pl.FP32] = pl.tensor.create([32, 1], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        with pl.at(level=pl.Level.CORE_GROUP):
            rs__ssa_v0: pl.Tensor[[32, 1], pl.FP32] = pl.tensor.row_sum(x__ssa_v0)
            s__ssa_v1: pl.Tensor[[32, 1], pl.FP32] = pl.tensor.assemble(s__ssa_v0, rs__ssa_v0, [0, 0])
        with pl.at(level=pl.Level.CORE_GROUP):
            e__ssa_v0: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.row_expand_div(x__ssa_v0, s__ssa_v1)
            f__ssa_v0: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.muls(e__ssa_v0, 3.0)
            y__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.assemble(y__ssa_v0, f__ssa_v0, [0, 0])
        return y__ssa_v1
