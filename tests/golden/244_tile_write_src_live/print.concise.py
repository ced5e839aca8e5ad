# pypto.program: TileWriteLiveSrc
import pypto.language as pl

@pl.program
class TileWriteLiveSrc:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k(x: pl.Tensor[[16, 128], pl.FP32], out: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        t: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        w: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.write(t, [0, 0], 1.0)
        s: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(w, t)
        out: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(s, [0, 0], out)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[16, 128], pl.FP32], out: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        out: pl.Tensor[[16, 128], pl.FP32] = self.k(x, out)
        return out
