# pypto.program: SplitHintPureKernels
import pypto.language as pl

@pl.program
class SplitHintPureKernels:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker, attrs={"split": pl.SplitMode.UP_DOWN})
    def main_incore_0(x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], y__ssa_v0: pl.InOut[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        e__ssa_v0: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.exp(x__ssa_v0)
        s__ssa_v0: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.add(e__ssa_v0, x__ssa_v0)
        y__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.assemble(y__ssa_v0, s__ssa_v0, [0, 0])
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker, attrs={"split": pl.SplitMode.LEFT_RIGHT})
    def main_incore_1(a__ssa_v0: pl.Tensor[[64, 64], pl.FP16], b__ssa_v0: pl.Tensor[[64, 128], pl.FP16], z__ssa_v0: pl.InOut[pl.Tensor[[64, 128], pl.FP32]]):
        p__ssa_v0: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.matmul(a__ssa_v0, b__ssa_v0, a_trans=False, b_trans=False, c_matrix_nz=False, out_dtype=pl.FP32)
        z__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.assemble(z__ssa_v0, p__ssa_v0, [0, 0])
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], a__ssa_v0: pl.Tensor[[64, 64], pl.FP16], b__ssa_v0: pl.Tensor[[64, 128], pl.FP16], y__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]], z__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        y__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = self.main_incore_0(x__ssa_v0, y__ssa_v0)
        self.main_incore_1(a__ssa_v0, b__ssa_v0, z__ssa_v0)
        return y__ssa_v1
