# pypto.program: OrchPingPongBuffers
import pypto.language as pl

@pl.program
class OrchPingPongBuffers:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def relax(cur__ssa_v0: pl.InOut[pl.Tensor[[64, 128], pl.FP32]], src__ssa_v0: pl.Tensor[[64, 128], pl.FP32]) -> pl.Tensor[[64, 128], pl.FP32]:
        for r__idx_v0, (nxt__iter_v1,) in pl.range(2, init_values=(cur__ssa_v0,)):
            c__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(cur__ssa_v0, [r__idx_v0 * 32, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
            s__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(src__ssa_v0, [r__idx_v0 * 32, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
            h__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(c__ssa_v0, 0.75)
            q__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(s__ssa_v0, 0.25)
            n__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(h__ssa_v0, q__ssa_v0)
            nxt__ssa_v3: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(n__ssa_v0, [r__idx_v0 * 32, 0], nxt__iter_v1)
            nxt__rv_v2: pl.Tensor[[64, 128], pl.FP32] = pl.yield_(nxt__ssa_v3)
        return cur__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], src__ssa_v0: pl.Tensor[[64, 128], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        for it__idx_v0, (cur,) in pl.range(6, init_values=(x__ssa_v0,)):
            nxt__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = self.relax(cur, src__ssa_v0)
            fin: pl.Tensor[[64, 128], pl.FP32] = pl.yield_(nxt__ssa_v1)
        y__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = self.relax(fin, src__ssa_v0)
        return y__ssa_v1
