# pypto.program: CompositeExtentViews
import pypto.language as pl

m = pl.dynamic("m")

@pl.program
class CompositeExtentViews:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def halves(x: pl.Tensor[[m, 64], pl.FP32], y: pl.Out[pl.Tensor[[m, 64], pl.FP32]]):
        a: pl.Tile[[m // pl.const(2, pl.INDEX), 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [m // 2, 64], [m // 2, 64], target_memory=pl.Mem.Vec)
        out: pl.Tensor[[m, 64], pl.FP32] = pl.tile.store(a, [0, 0], y)
        return out
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def rows(x: pl.Tensor[[m, 64], pl.FP32], y: pl.Out[pl.Tensor[[m, 64], pl.FP32]]):
        a: pl.Tile[[m + pl.const(0, pl.INDEX), 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [m + 0, 64], [m + 0, 64], target_memory=pl.Mem.Vec)
        b: pl.Tile[[m + pl.const(0, pl.INDEX), 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(a)
        out: pl.Tensor[[m, 64], pl.FP32] = pl.tile.store(b, [0, 0], y)
        return out
