# pypto.program: ModuleConditionals
import pypto.language as pl

@pl.program
class ModuleConditionals:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k(x: pl.Tensor[[32, 64], pl.FP32], y: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        for i in pl.range(16):
            t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
            u: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t, 2.5)
            if True:
                u: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(u, u)
            y: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(u, [0, 0], y)
        return y
