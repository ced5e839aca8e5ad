# pypto.program: VecFiveLiveFits
import pypto.language as pl

@pl.program
class VecFiveLiveFits:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def five_way(a: pl.Tensor[[64, 128], pl.FP32], b: pl.Tensor[[64, 128], pl.FP32], c: pl.Tensor[[64, 128], pl.FP32], d: pl.Tensor[[64, 128], pl.FP32], e: pl.Tensor[[64, 128], pl.FP32], out: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        ta: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
        tb: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(b, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
        tc: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(c, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
        td: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(d, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
        te: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(e, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
        s1: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(ta, tb)
        s2: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(tc, td)
        s3: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(s1, s2)
        s4: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(s3, te)
        out: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(s4, [0, 0], out)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, a: pl.Tensor[[64, 128], pl.FP32], b: pl.Tensor[[64, 128], pl.FP32], c: pl.Tensor[[64, 128], pl.FP32], d: pl.Tensor[[64, 128], pl.FP32], e: pl.Tensor[[64, 128], pl.FP32], out: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        out: pl.Tensor[[64, 128], pl.FP32] = self.five_way(a, b, c, d, e, out)
        return out
