# pypto.program: ModuleHelpers
import pypto.language as pl

@pl.program
class ModuleHelpers:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k(x: pl.Tensor[[100, 128], pl.FP32], y: pl.Out[pl.Tensor[[100, 128], pl.FP32]]) -> pl.Tensor[[100, 128], pl.FP32]:
        for i in pl.range(4):
            t: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
            u: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t, 0.125)
            y: pl.Tensor[[100, 128], pl.FP32] = pl.tile.store(u, [i * 16, 0], y)
        return y
