# error: 8:62: name 'mem_vec_0' is not defined
import pypto.language as pl


@pl.program
class Bad:
    @pl.function(type=pl.FunctionType.InCore)
    def helper(self, t: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_0, 0, 4096), pl.Mem.Vec]) -> pl.Tile[[16, 64], pl.FP32]:
        u: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_1, 4096, 4096), pl.Mem.Vec] = pl.tile.add(t, t)
        return u
