# pypto.program: SpmdTensorMixed
import pypto.language as pl

@pl.program
class SpmdTensorMixed:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(a__ssa_v0: pl.Tensor[[256, 64], pl.FP16], w__ssa_v0: pl.Tensor[[64, 64], pl.FP16]) -> tuple[pl.Scalar[pl.INDEX], pl.Tensor[[64, 64], pl.FP32]]:
        i__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        xs__ssa_v0: pl.Tensor[[64, 64], pl.FP16] = pl.tensor.slice(a__ssa_v0, [64, 64], [i__ssa_v0 * 64, 0])
        c__ssa_v0: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.matmul(xs__ssa_v0, w__ssa_v0, a_trans=False, b_trans=False, c_matrix_nz=False, out_dtype=pl.FP32)
        r__ssa_v0: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.exp(c__ssa_v0)
        return i__ssa_v0, r__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[256, 64], pl.FP16], w__ssa_v0: pl.Tensor[[64, 64], pl.FP16], y__ssa_v0: pl.Out[pl.Tensor[[256, 64], pl.FP32]]) -> pl.Tensor[[256, 64], pl.FP32]:
        with pl.spmd(4):
            ret__tmp_v0: pl.Tuple[pl.Scalar[pl.INDEX], pl.Tensor[[64, 64], pl.FP32]] = self.main_incore_0(a__ssa_v0, w__ssa_v0)
            i__ssa_v0: pl.Scalar[pl.INDEX] = ret__tmp_v0[0]
            r__ssa_v0: pl.Tensor[[64, 64], pl.FP32] = ret__tmp_v0[1]
        y__ssa_v1: pl.Tensor[[256, 64], pl.FP32] = pl.tensor.assemble(y__ssa_v0, r__ssa_v0, [i__ssa_v0 * 64, 0])
        y__ssa_v2: pl.Tensor[[256, 64], pl.FP32] = pl.tensor.assemble(y__ssa_v1, r__ssa_v0, [0, 0])
        return y__ssa_v2
