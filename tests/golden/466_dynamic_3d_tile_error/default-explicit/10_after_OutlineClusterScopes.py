# pypto.program: Dynamic3dTileError
import pypto.language as pl

B = pl.dynamic("B")

@pl.program
class Dynamic3dTileError:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(x__ssa_v0: pl.Tensor[[B, 8, 128], pl.FP32], out__ssa_v0: pl.InOut[pl.Tensor[[B, 8, 128], pl.FP32]]) -> pl.Tensor[[B, 8, 128], pl.FP32]:
        s__ssa_v0: pl.Tensor[[B, 8, 128], pl.FP32] = pl.tensor.muls(x__ssa_v0, 0.5)
        out__ssa_v1: pl.Tensor[[B, 8, 128], pl.FP32] = pl.tensor.assemble(out__ssa_v0, s__ssa_v0, [0, 0, 0])
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[B, 8, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[B, 8, 128], pl.FP32]]) -> pl.Tensor[[B, 8, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[B, 8, 128], pl.FP32] = self.main_incore_0(x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
