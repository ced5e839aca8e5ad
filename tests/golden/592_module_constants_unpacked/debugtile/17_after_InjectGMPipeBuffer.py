# pypto.program: ModuleConstantsUnpacked
import pypto.language as pl

N = pl.dynamic("N")

@pl.program
class ModuleConstantsUnpacked:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def scale_rows(x__ssa_v0: pl.Tensor[[N, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[N, 64], pl.FP32]]) -> pl.Tensor[[N, 64], pl.FP32]:
        t__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        u__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, 0.5)
        out__ssa_v1: pl.Tensor[[N, 64], pl.FP32] = pl.tile.store(u__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[N, 64], pl.FP32]) -> pl.Tensor[[N, 64], pl.FP32]:
        out__ssa_v0: pl.Tensor[[N, 64], pl.FP32] = pl.tensor.create([N, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        out__ssa_v1: pl.Tensor[[N, 64], pl.FP32] = self.scale_rows(x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
