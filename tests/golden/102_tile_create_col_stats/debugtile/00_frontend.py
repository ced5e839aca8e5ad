# pypto.program: TileCreateColStats
import pypto.language as pl

@pl.program
class TileCreateColStats:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def col_norm(x: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        t: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        work: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.create([64, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        cs: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.col_sum(t, work)
        mean: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(cs, 0.015625)
        c: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.col_expand_sub(t, mean)
        sq: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(c, c)
        mx: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.col_max(sq)
        n: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.col_expand_div(c, mx)
        done: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(n, [0, 0], out)
        return done
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        out: pl.Tensor[[64, 64], pl.FP32] = self.col_norm(x, out)
        return out
