# error: 14:60: MemRef byte_offset must be an integer or variable, got: pl.const(1.5, pl.FP32)
import pypto.language as pl


@pl.program
class Bad:
    @pl.function(type=pl.FunctionType.InCore)
    def k(
        self,
        x: pl.Tensor[[16, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [0, 0], [16, 64])
        u: pl.Tile[[16, 64], pl.FP32, pl.MemRef("scratch", pl.const(1.5, pl.FP32), 4096), pl.Mem.Vec] = pl.tile.add(t, t)
        r: pl.Tensor[[16, 64], pl.FP32] = pl.store(u, [0, 0], out)
        return r
