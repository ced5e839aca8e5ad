# pypto.program: DynamicCallee
import pypto.language as pl

M = pl.dynamic("M")
N = pl.dynamic("N")

@pl.program
class DynamicCallee:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def scale(a__ssa_v0: pl.Tensor[[M, N], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[M, N], pl.FP32]]) -> pl.Tensor[[M, N], pl.FP32]:
        t__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(a__ssa_v0, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        s__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, 2.0)
        out__ssa_v1: pl.Tensor[[M, N], pl.FP32] = pl.tile.store(s__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[128, 64], pl.FP32], y__ssa_v0: pl.Tensor[[32, 64], pl.FP32]) -> tuple[pl.Tensor[[128, 64], pl.FP32], pl.Tensor[[32, 64], pl.FP32]]:
        big__ssa_v0: pl.Tensor[[128, 64], pl.FP32] = pl.tensor.create([128, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        big__ssa_v1: pl.Tensor[[128, 64], pl.FP32] = self.scale(x__ssa_v0, big__ssa_v0)
        small__ssa_v0: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.create([32, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        small__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = self.scale(y__ssa_v0, small__ssa_v0)
        return big__ssa_v1, small__ssa_v1
