# error: 10:9: Type annotation for 'v' has rank 1 but expression has rank 2
import pypto.language as pl


@pl.program
class Bad:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[32, 64], pl.FP32], out: pl.Out[pl.Tensor[[32, 1], pl.FP32]]) -> pl.Tensor[[32, 1], pl.FP32]:
        t: pl.Tile[[32, 64], pl.FP32] = pl.load(x, [0, 0], [32, 64])
        v: pl.Tile[[32], pl.FP32] = pl.row_sum(t, pl.create_tile([32, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec))
        out = pl.store(v, [0, 0], out)
        return out
