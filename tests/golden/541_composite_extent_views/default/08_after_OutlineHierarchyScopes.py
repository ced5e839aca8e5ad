# pypto.program: CompositeExtentViews
import pypto.language as pl

m = pl.dynamic("m")

@pl.program
class CompositeExtentViews:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def halves(x__ssa_v0: pl.Tensor[[m, 64], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[m, 64], pl.FP32]]):
        a__ssa_v0: pl.Tile[[m // pl.const(2, pl.INDEX), 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [m // 2, 64], [m // 2, 64], target_memory=pl.Mem.Vec)
        out__ssa_v0: pl.Tensor[[m, 64], pl.FP32] = pl.tile.store(a__ssa_v0, [0, 0], y__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def rows(x__ssa_v0: pl.Tensor[[m, 64], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[m, 64], pl.FP32]]):
        a__ssa_v0: pl.Tile[[m, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [m, 64], [m, 64], target_memory=pl.Mem.Vec)
        b__ssa_v0: pl.Tile[[m, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(a__ssa_v0)
        out__ssa_v0: pl.Tensor[[m, 64], pl.FP32] = pl.tile.store(b__ssa_v0, [0, 0], y__ssa_v0)
        return out__ssa_v0
