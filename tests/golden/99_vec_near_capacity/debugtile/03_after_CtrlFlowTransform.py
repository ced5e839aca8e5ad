# pypto.program: VecNearCapacity
import pypto.language as pl

@pl.program
class VecNearCapacity:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def five_way(a: pl.Tensor[[64, 128], pl.FP32], b: pl.Tensor[[64, 128], pl.FP32], c: pl.Tensor[[64, 128], pl.FP32], d: pl.Tensor[[64, 128], pl.FP32], out: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        ta: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
        tb: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(b, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
        tc: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(c, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
        td: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(d, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
        s1: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(ta, tb)
        s2: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.mul(tc, td)
        s3: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.sub(s1, s2)
        s4: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(s3, ta)
        done: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(s4, [0, 0], out)
        return done
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, a: pl.Tensor[[64, 128], pl.FP32], b: pl.Tensor[[64, 128], pl.FP32], c: pl.Tensor[[64, 128], pl.FP32], d: pl.Tensor[[64, 128], pl.FP32], out: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        out: pl.Tensor[[64, 128], pl.FP32] = self.five_way(a, b, c, d, out)
        return out
