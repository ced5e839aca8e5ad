# pypto.program: ClusterVecThenCube
import pypto.language as pl

@pl.program
class ClusterVecThenCube:
    @pl.function
    def main(self, x__ssa_v0: pl.Tensor[[32, 64], pl.FP32], w__ssa_v0: pl.Tensor[[64, 64], pl.FP16], y__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        with pl.cluster():
            h__ssa_v0: pl.Tensor[[32, 64], pl.FP16] = pl.tensor.create([32, 64], dtype=pl.FP16, layout=pl.TensorLayout.ND)
            with pl.at(level=pl.Level.CORE_GROUP):
                t__tmp_v0: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.maximum(x__ssa_v0, 0.0)
                t__tmp_v1: pl.Tensor[[32, 64], pl.FP16] = pl.tensor.cast(t__tmp_v0, target_type=pl.FP16, mode='round')
                h__ssa_v1: pl.Tensor[[32, 64], pl.FP16] = pl.tensor.assemble(h__ssa_v0, t__tmp_v1, [0, 0])
            with pl.at(level=pl.Level.CORE_GROUP):
                t__tmp_v2: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.matmul(h__ssa_v1, w__ssa_v0, a_trans=False, b_trans=False, c_matrix_nz=False, out_dtype=pl.FP32)
                y__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.assemble(y__ssa_v0, t__tmp_v2, [0, 0])
        return y__ssa_v1
