# pypto.program: ScopeMatmulRelu
import pypto.language as pl

@pl.program
class ScopeMatmulRelu:
    @pl.function
    def main(self, a: pl.Tensor[[64, 128], pl.FP16], w: pl.Tensor[[128, 64], pl.FP16], y: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            p: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.matmul(a, w, a_trans=False, b_trans=False, c_matrix_nz=False, out_dtype=pl.FP32)
            y: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.assemble(y, p, [0, 0])
        with pl.at(level=pl.Level.CORE_GROUP):
            r: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.sqrt(y)
            y: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.assemble(y, r, [0, 0])
        return y
