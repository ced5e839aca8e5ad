# pypto.program: KernelIfElseTiles
import pypto.language as pl

@pl.program
class KernelIfElseTiles:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def pick(x: pl.Tensor[[32, 128], pl.FP32], y: pl.Tensor[[32, 128], pl.FP32], flag: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        a: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
        if flag > 0:
            b: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(y, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
            c: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(a, b)
            r: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(c)
        else:
            d: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.neg(a)
            r: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.relu(d)
        out: pl.Tensor[[32, 128], pl.FP32] = pl.tile.store(r, [0, 0], out)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[32, 128], pl.FP32], y: pl.Tensor[[32, 128], pl.FP32], flag: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        out: pl.Tensor[[32, 128], pl.FP32] = self.pick(x, y, flag, out)
        return out
