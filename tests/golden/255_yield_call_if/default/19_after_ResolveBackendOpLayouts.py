# pypto.program: P
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k(x__ssa_v0: pl.Tensor[[32, 128], pl.FP32], n__ssa_v0: pl.Scalar[pl.INT32], out__ssa_v0: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        a__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
        if 0 < pl.cast(n__ssa_v0, pl.INDEX):
            r__rv_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.yield_(pl.tile.exp(a__ssa_v0))
        else:
            r__rv_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.yield_(a__ssa_v0)
        out__ssa_v1: pl.Tensor[[32, 128], pl.FP32] = pl.tile.store(r__rv_v0, [0, 0], out__ssa_v0)
        return out__ssa_v1
