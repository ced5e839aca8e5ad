# pypto.program: ClusterMixedInnerCreate
import pypto.language as pl

@pl.program
class ClusterMixedInnerCreate:
    @pl.function
    def main(self, a: pl.Tensor[[16, 16], pl.FP16], b: pl.Tensor[[16, 16], pl.FP16], y: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        with pl.cluster():
            mid: pl.Tensor[[16, 16], pl.FP32] = pl.tensor.create([16, 16], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            with pl.at(level=pl.Level.CORE_GROUP):
                p: pl.Tensor[[16, 16], pl.FP32] = pl.tensor.matmul(a, b, a_trans=False, b_trans=False, c_matrix_nz=False, out_dtype=pl.FP32)
                mid: pl.Tensor[[16, 16], pl.FP32] = pl.tensor.assemble(mid, p, [0, 0])
            with pl.at(level=pl.Level.CORE_GROUP):
                r: pl.Tensor[[16, 16], pl.FP32] = pl.tensor.exp(mid)
                y: pl.Tensor[[16, 16], pl.FP32] = pl.tensor.assemble(y, r, [0, 0])
        return y
