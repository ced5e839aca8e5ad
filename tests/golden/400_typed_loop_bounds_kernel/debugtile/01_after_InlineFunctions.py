# pypto.program: LoopVarInt64
import pypto.language as pl

@pl.program
class LoopVarInt64:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k(x: pl.Tensor[[64, 32], pl.FP32], y: pl.Out[pl.Tensor[[64, 32], pl.FP32]]) -> pl.Tensor[[64, 32], pl.FP32]:
        for i in pl.range(pl.const(0, pl.INT64), pl.const(4, pl.INT64)):
            t: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 16, 0], [16, 32], [16, 32], target_memory=pl.Mem.Vec)
            y: pl.Tensor[[64, 32], pl.FP32] = pl.tile.store(t, [i * 16, 0], y)
        for j in pl.parallel(pl.const(2, pl.INT32)):
            t2: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [pl.cast(j, pl.INDEX) * 16, 0], [16, 32], [16, 32], target_memory=pl.Mem.Vec)
            y: pl.Tensor[[64, 32], pl.FP32] = pl.tile.store(pl.tile.neg(t2), [pl.cast(j, pl.INDEX) * 16, 0], y)
        return y
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[64, 32], pl.FP32], y: pl.Out[pl.Tensor[[64, 32], pl.FP32]]) -> pl.Tensor[[64, 32], pl.FP32]:
        y: pl.Tensor[[64, 32], pl.FP32] = self.k(x, y)
        return y
