# error: 14:99: unknown Mem member 'LeftScale'
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
        s: pl.Tile[[16, 2], pl.FP8E8M0] = pl.tile.create([16, 2], dtype=pl.FP8E8M0, target_memory=pl.Mem.LeftScale)
        u: pl.Tile[[16, 64], pl.FP32] = pl.tile.add(t, t)
        r: pl.Tensor[[16, 64], pl.FP32] = pl.store(u, [0, 0], out)
        return r
