# pypto.program: ForSwapAlias
import pypto.language as pl

@pl.program
class ForSwapAlias:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k(x__ssa_v0: pl.Tensor[[32, 128], pl.FP32], y__ssa_v0: pl.Tensor[[32, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        a__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
        b__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(y__ssa_v0, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
        for i__idx_v0, (a__iter_v1, b__iter_v1) in pl.range(3, init_values=(a__ssa_v0, b__ssa_v0)):
            c__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = a__iter_v1
            a__ssa_v3: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = b__iter_v1
            b__ssa_v3: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = c__ssa_v0
            a__rv_v2, b__rv_v2 = pl.yield_(a__ssa_v3, b__ssa_v3)
        d__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.sub(a__rv_v2, b__rv_v2)
        out__ssa_v1: pl.Tensor[[32, 128], pl.FP32] = pl.tile.store(d__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[32, 128], pl.FP32], y__ssa_v0: pl.Tensor[[32, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[32, 128], pl.FP32] = self.k(x__ssa_v0, y__ssa_v0, out__ssa_v0)
        return out__ssa_v1
