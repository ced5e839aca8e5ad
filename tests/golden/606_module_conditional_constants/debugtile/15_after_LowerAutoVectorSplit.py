# pypto.program: ModuleConditionals
import pypto.language as pl

@pl.program
class ModuleConditionals:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k(x__ssa_v0: pl.Tensor[[32, 64], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        for i__idx_v0, (y__iter_v1,) in pl.range(16, init_values=(y__ssa_v0,)):
            t__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
            u__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, 2.5)
            u__ssa_v1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(u__ssa_v0, u__ssa_v0)
            y__ssa_v3: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(u__ssa_v1, [0, 0], y__iter_v1)
            y__rv_v2: pl.Tensor[[32, 64], pl.FP32] = pl.yield_(y__ssa_v3)
        return y__rv_v2
