# pypto.program: ClusterVecThenCube
import pypto.language as pl

@pl.program
class ClusterVecThenCube:
    @pl.function
    def main(self, x: pl.Tensor[[32, 64], pl.FP32], w: pl.Tensor[[64, 64], pl.FP16], y: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        with pl.cluster():
            h: pl.Tensor[[32, 64], pl.FP16] = pl.tensor.create([32, 64], dtype=pl.FP16, layout=pl.TensorLayout.ND)
            with pl.at(level=pl.Level.CORE_GROUP):
                h: pl.Tensor[[32, 64], pl.FP16] = pl.tensor.assemble(h, pl.tensor.cast(pl.tensor.maximum(x, 0.0), target_type=pl.FP16, mode='round'), [0, 0])
            with pl.at(level=pl.Level.CORE_GROUP):
                y: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.assemble(y, pl.tensor.matmul(h, w, a_trans=False, b_trans=False, c_matrix_nz=False, out_dtype=pl.FP32), [0, 0])
        return y
