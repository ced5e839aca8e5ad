# pypto.program: ModuleHelpers
import pypto.language as pl

@pl.program
class ModuleHelpers:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k(x__ssa_v0: pl.Tensor[[100, 128], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[100, 128], pl.FP32]]) -> pl.Tensor[[100, 128], pl.FP32]:
        for i__idx_v0, (y__iter_v1,) in pl.range(4, init_values=(y__ssa_v0,)):
            t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
            u__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, 0.125)
            y__ssa_v3: pl.Tensor[[100, 128], pl.FP32] = pl.tile.store(u__ssa_v0, [i__idx_v0 * 16, 0], y__iter_v1)
            y__rv_v2: pl.Tensor[[100, 128], pl.FP32] = pl.yield_(y__ssa_v3)
        return y__rv_v2
