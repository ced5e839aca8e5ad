# pypto.program: YieldAnnotIgnored
import pypto.language as pl

@pl.program
class YieldAnnotIgnored:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def k(x__ssa_v0: pl.Tensor[[32, 512], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        z__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.full([32, 128], dtype=pl.FP32, value=0.0)
        for j__idx_v0, (acc,) in pl.range(4, init_values=(z__ssa_v0,)):
            t__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, j__idx_v0 * 128], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
            s__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(acc, t__ssa_v0)
            af: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.yield_(s__ssa_v0)
        out__ssa_v1: pl.Tensor[[32, 128], pl.FP32] = pl.tile.store(af, [0, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[32, 512], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[32, 128], pl.FP32] = self.k(x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
