# pypto.program: AssembleWithoutOffsets
import pypto.language as pl

@pl.program
class AssembleWithoutOffsets:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(x__ssa_v0: pl.Tensor[[32, 128], pl.FP32], y__ssa_v0: pl.InOut[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        e__ssa_v0: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.exp(x__ssa_v0)
        buf__ssa_v0: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.create([32, 128], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        buf__ssa_v1: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.assemble(buf__ssa_v0, e__ssa_v0, [])
        y__ssa_v1: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.assemble(y__ssa_v0, buf__ssa_v1, [0, 0])
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[32, 128], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        y__ssa_v1: pl.Tensor[[32, 128], pl.FP32] = self.main_incore_0(x__ssa_v0, y__ssa_v0)
        return y__ssa_v1
