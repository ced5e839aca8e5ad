# pypto.program: P
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k(x: pl.Tensor[[32, 64], pl.FP32], h: pl.Tensor[[32, 64], pl.FP16], v: pl.Tensor[[32, 1], pl.FP32], c: pl.Tensor[[1, 64], pl.FP32], out: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        g: pl.Tile[[32, 64], pl.FP16, pl.Mem.Vec] = pl.tile.load(h, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        a: pl.Tile[[32, 64], pl.FP16, pl.Mem.Vec] = pl.tile.adds(g, pl.const(1.0, pl.FP16))
        r: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.cast(a, target_type=pl.FP32, mode='round')
        out: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(r, [0, 0], out)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[32, 64], pl.FP32], h: pl.Tensor[[32, 64], pl.FP16], v: pl.Tensor[[32, 1], pl.FP32], c: pl.Tensor[[1, 64], pl.FP32], out: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        out: pl.Tensor[[32, 64], pl.FP32] = self.k(x, h, v, c, out)
        return out
