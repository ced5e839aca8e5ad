# pypto.program: TileRowReduceKernel
import pypto.language as pl

@pl.program
class TileRowReduceKernel:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def row_norm(x: pl.Tensor[[32, 128], pl.FP32], out: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        t: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
        work: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.create([32, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        sq: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.mul(t, t)
        ss: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(sq, work)
        inv: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.rsqrt(ss)
        n: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_mul(t, inv)
        out: pl.Tensor[[32, 128], pl.FP32] = pl.tile.store(n, [0, 0], out)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[32, 128], pl.FP32], out: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        out: pl.Tensor[[32, 128], pl.FP32] = self.row_norm(x, out)
        return out
