# pypto.program: ScopeMatmulBiasExp
import pypto.language as pl

@pl.program
class ScopeMatmulBiasExp:
    @pl.function
    def main(self, a: pl.Tensor[[64, 128], pl.FP16], b: pl.Tensor[[128, 64], pl.FP16], bias: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        # One scope with a cube part (matmul) and a vector epilogue.
        with pl.at(level=pl.Level.CORE_GROUP):
            prod: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.matmul(a, b, a_trans=False, b_trans=False, c_matrix_nz=False, out_dtype=pl.FP32)
            biased: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.add(prod, bias)
            act: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.exp(biased)
            out: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.assemble(out, act, [0, 0])
        return out
