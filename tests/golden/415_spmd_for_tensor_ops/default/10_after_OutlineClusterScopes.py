# pypto.program: SpmdTensorOps
import pypto.language as pl

@pl.program
class SpmdTensorOps:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def mm(x__ssa_v0: pl.Tensor[[256, 64], pl.FP32], w__ssa_v0: pl.Tensor[[64, 64], pl.FP32], y__ssa_v0: pl.InOut[pl.Tensor[[256, 64], pl.FP32]]) -> pl.Tensor[[256, 64], pl.FP32]:
        b__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        xs__ssa_v0: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.slice(x__ssa_v0, [64, 64], [b__ssa_v0 * 64, 0])
        acc__ssa_v0: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.matmul(xs__ssa_v0, w__ssa_v0, a_trans=False, b_trans=False, c_matrix_nz=False)
        y__ssa_v1: pl.Tensor[[256, 64], pl.FP32] = pl.tensor.assemble(y__ssa_v0, acc__ssa_v0, [b__ssa_v0 * 64, 0])
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd, attrs={"core_num": 4})
    def mm_spmd(self, x__ssa_v0: pl.Tensor[[256, 64], pl.FP32], w__ssa_v0: pl.Tensor[[64, 64], pl.FP32], y__ssa_v0: pl.InOut[pl.Tensor[[256, 64], pl.FP32]]) -> pl.Tensor[[256, 64], pl.FP32]:
        y__ssa_v1: pl.Tensor[[256, 64], pl.FP32] = self.mm(x__ssa_v0, w__ssa_v0, y__ssa_v0)
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[256, 64], pl.FP32], w__ssa_v0: pl.Tensor[[64, 64], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[256, 64], pl.FP32]]) -> pl.Tensor[[256, 64], pl.FP32]:
        y__ssa_v1: pl.Tensor[[256, 64], pl.FP32] = self.mm_spmd(x__ssa_v0, w__ssa_v0, y__ssa_v0)
        return y__ssa_v1
