# pypto.program: TensorScatterForms
import pypto.language as pl

@pl.program
class TensorScatterForms:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(base__ssa_v0: pl.Tensor[[8, 64], pl.FP32], cols__ssa_v0: pl.Tensor[[8, 16], pl.INT32], vals__ssa_v0: pl.Tensor[[8, 16], pl.FP32], half__ssa_v0: pl.Tensor[[8, 32], pl.FP16], wide__ssa_v0: pl.Tensor[[8, 64], pl.FP16], o1__ssa_v0: pl.InOut[pl.Tensor[[8, 64], pl.FP32]], o2__ssa_v0: pl.InOut[pl.Tensor[[8, 64], pl.FP16]]) -> tuple[pl.Tensor[[8, 64], pl.FP32], pl.Tensor[[8, 64], pl.FP16]]:
        upd__ssa_v0: pl.Tensor[[8, 64], pl.FP32] = pl.tensor.scatter(base__ssa_v0, cols__ssa_v0, vals__ssa_v0, dim=-1)
        upd__ssa_v1: pl.Tensor[[8, 64], pl.FP32] = pl.tensor.scatter(upd__ssa_v0, cols__ssa_v0, vals__ssa_v0, dim=1)
        spread__ssa_v0: pl.Tensor[[8, 64], pl.FP16] = pl.tensor.scatter_mask(half__ssa_v0, wide__ssa_v0, mask_pattern=1)
        o1__ssa_v1: pl.Tensor[[8, 64], pl.FP32] = pl.tensor.assemble(o1__ssa_v0, upd__ssa_v1, [0, 0])
        o2__ssa_v1: pl.Tensor[[8, 64], pl.FP16] = pl.tensor.assemble(o2__ssa_v0, spread__ssa_v0, [0, 0])
        return o1__ssa_v0, o2__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, base__ssa_v0: pl.Tensor[[8, 64], pl.FP32], cols__ssa_v0: pl.Tensor[[8, 16], pl.INT32], vals__ssa_v0: pl.Tensor[[8, 16], pl.FP32], half__ssa_v0: pl.Tensor[[8, 32], pl.FP16], wide__ssa_v0: pl.Tensor[[8, 64], pl.FP16], o1__ssa_v0: pl.Out[pl.Tensor[[8, 64], pl.FP32]], o2__ssa_v0: pl.Out[pl.Tensor[[8, 64], pl.FP16]]) -> tuple[pl.Tensor[[8, 64], pl.FP32], pl.Tensor[[8, 64], pl.FP16]]:
        ret__tmp_v0: pl.Tuple[pl.Tensor[[8, 64], pl.FP32], pl.Tensor[[8, 64], pl.FP16]] = self.main_incore_0(base__ssa_v0, cols__ssa_v0, vals__ssa_v0, half__ssa_v0, wide__ssa_v0, o1__ssa_v0, o2__ssa_v0)
        o1__ssa_v1: pl.Tensor[[8, 64], pl.FP32] = ret__tmp_v0[0]
        o2__ssa_v1: pl.Tensor[[8, 64], pl.FP16] = ret__tmp_v0[1]
        return o1__ssa_v1, o2__ssa_v1
