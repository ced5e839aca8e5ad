# pypto.program: InnerInit
import pypto.language as pl

@pl.program
class InnerInit:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kern(x__ssa_v0: pl.Tensor[[128, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        a0__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        t__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [64, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        acc2__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(a0__ssa_v0, t__ssa_v0)
        out__ssa_v1: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(acc2__ssa_v0, [0, 0], out__ssa_v0)
        a0__ssa_v1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        t__ssa_v1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [96, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        acc2__ssa_v1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(a0__ssa_v1, t__ssa_v1)
        out__ssa_v2: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(acc2__ssa_v1, [32, 0], out__ssa_v1)
        return out__ssa_v2
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[128, 64], pl.FP32]) -> pl.Tensor[[64, 64], pl.FP32]:
        out__ssa_v0: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.create([64, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        out__ssa_v1: pl.Tensor[[64, 64], pl.FP32] = self.kern(x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
