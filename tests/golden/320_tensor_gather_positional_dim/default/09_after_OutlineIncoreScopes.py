# pypto.program: GatherDim
import pypto.language as pl

@pl.program
class GatherDim:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(src__ssa_v0: pl.Tensor[[4, 16], pl.FP32], index__ssa_v0: pl.Tensor[[4, 8], pl.INT32], output__ssa_v0: pl.InOut[pl.Tensor[[4, 8], pl.FP32]]) -> pl.Tensor[[4, 8], pl.FP32]:
        g__ssa_v0: pl.Tensor[[4, 8], pl.FP32] = pl.tensor.gather(src__ssa_v0, index__ssa_v0, dim=-1)
        h__ssa_v0: pl.Tensor[[4, 8], pl.FP32] = pl.tensor.gather(src__ssa_v0, index__ssa_v0, dim=-1)
        s__ssa_v0: pl.Tensor[[4, 8], pl.FP32] = pl.tensor.add(g__ssa_v0, h__ssa_v0)
        output__ssa_v1: pl.Tensor[[4, 8], pl.FP32] = pl.tensor.assemble(output__ssa_v0, s__ssa_v0, [0, 0])
        return output__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, src__ssa_v0: pl.Tensor[[4, 16], pl.FP32], index__ssa_v0: pl.Tensor[[4, 8], pl.INT32], output__ssa_v0: pl.Out[pl.Tensor[[4, 8], pl.FP32]]) -> pl.Tensor[[4, 8], pl.FP32]:
        output__ssa_v1: pl.Tensor[[4, 8], pl.FP32] = self.main_incore_0(src__ssa_v0, index__ssa_v0, output__ssa_v0)
        return output__ssa_v1
