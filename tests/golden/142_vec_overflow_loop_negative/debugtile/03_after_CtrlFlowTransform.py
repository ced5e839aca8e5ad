# pypto.program: VecOverflowLoopNegative
import pypto.language as pl

@pl.program
class VecOverflowLoopNegative:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def heavy(x: pl.Tensor[[512, 128], pl.FP32], out: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        acc: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
        for k in pl.range(1, 2):
            a: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [64, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
            b: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [128, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
            c: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [192, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
            d: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [256, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
            e: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [320, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
            s1: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(a, b)
            s2: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(c, d)
            s3: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(s1, s2)
            s4: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(s3, e)
            acc: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(acc, s4)
        out: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(acc, [0, 0], out)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[512, 128], pl.FP32], out: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        out: pl.Tensor[[64, 128], pl.FP32] = self.heavy(x, out)
        return out
