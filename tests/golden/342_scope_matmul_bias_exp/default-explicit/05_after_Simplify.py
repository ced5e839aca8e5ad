# pypto.program: ScopeMatmulBiasExp
import pypto.language as pl

@pl.program
class ScopeMatmulBiasExp:
    @pl.function
    def main(self, a__ssa_v0: pl.Tensor[[64, 128], pl.FP16], b__ssa_v0: pl.Tensor[[128, 64], pl.FP16], bias__ssa_v0: pl.Tensor[[64, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        # One scope with a cube part (matmul) and a vector epilogue.
        with pl.at(level=pl.Level.CORE_GROUP):
            prod__ssa_v0: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.matmul(a__ssa_v0, b__ssa_v0, a_trans=False, b_trans=False, c_matrix_nz=False, out_dtype=pl.FP32)
            biased__ssa_v0: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.add(prod__ssa_v0, bias__ssa_v0)
            act__ssa_v0: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.exp(biased__ssa_v0)
            out__ssa_v1: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.assemble(out__ssa_v0, act__ssa_v0, [0, 0])
        return out__ssa_v1
