# pypto.program: ForSwapAlias
import pypto.language as pl

@pl.program
class ForSwapAlias:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k(x: pl.Tensor[[32, 128], pl.FP32], y: pl.Tensor[[32, 128], pl.FP32], out: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        a: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
        b: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(y, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
        for i in pl.range(3):
            c: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = a
            a: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = b
            b: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = c
        d: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.sub(a, b)
        out: pl.Tensor[[32, 128], pl.FP32] = pl.tile.store(d, [0, 0], out)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[32, 128], pl.FP32], y: pl.Tensor[[32, 128], pl.FP32], out: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        out: pl.Tensor[[32, 128], pl.FP32] = self.k(x, y, out)
        return out
