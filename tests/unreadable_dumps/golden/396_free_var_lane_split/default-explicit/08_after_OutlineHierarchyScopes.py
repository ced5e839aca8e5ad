# pypto.program: AliasAccInIfMin
import pypto.language as pl

@pl.program
class AliasAccInIfMin:
    @pl.function
    def main(self, a__ssa_v0: pl.Tensor[[16, 64], pl.FP16], b__ssa_v0: pl.Tensor[[64, 64], pl.FP16], flag__ssa_v0: pl.Scalar[pl.INDEX], o__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            pv__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.matmul(a__ssa_v0, b__ssa_v0, a_trans=False, b_trans=False, c_matrix_nz=False, out_dtype=pl.FP32)
            if flag__ssa_v0 == 0:
                an__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pv__ssa_v0
                an__phi_v2: pl.Tensor[[16, 64], pl.FP32] = pl.yield_(an__ssa_v0)
            else:
                an__ssa_v1: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.adds(pv__ssa_v0, 1.0)
                an__phi_v2: pl.Tensor[[16, 64], pl.FP32] = pl.yield_(an__ssa_v1)
            o__ssa_v1: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.assemble(o__ssa_v0, an__phi_v2, [0, 0])
        return o__ssa_v1
