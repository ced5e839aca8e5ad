# pypto.program: P
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def mm(a__ssa_v0: pl.Tensor[[32, 64], pl.FP16], b__ssa_v0: pl.Tensor[[64, 64], pl.FP16], out__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        am__ssa_v0: pl.Tile[[32, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
        bm__ssa_v0: pl.Tile[[64, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        l__ssa_v0: pl.Tile[[32, 64], pl.FP16, pl.Mem.Left] = pl.tile.move(am__ssa_v0, target_memory=pl.Mem.Left)
        q__ssa_v0: pl.Tile[[64, 64], pl.FP16, pl.Mem.Right] = pl.tile.move(bm__ssa_v0, target_memory=pl.Mem.Right)
        r__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(l__ssa_v0, q__ssa_v0)
        out__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(r__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, a__ssa_v0: pl.Tensor[[32, 64], pl.FP16], b__ssa_v0: pl.Tensor[[64, 64], pl.FP16], out__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        out__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = self.mm(a__ssa_v0, b__ssa_v0, out__ssa_v0)
        return out__ssa_v1
