# pypto.program: ConcatValidShape
import pypto.language as pl

@pl.program
class ConcatValidShape:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k(x: pl.Tensor[[16, 64], pl.FP32], y: pl.Tensor[[16, 64], pl.FP32], out: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        a: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[16, 40])] = pl.tile.load(x, [0, 0], [16, 64], [16, 40], target_memory=pl.Mem.Vec)
        b: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(y, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        c: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.concat(a, b)
        out: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(c, [0, 0], out)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[16, 64], pl.FP32], y: pl.Tensor[[16, 64], pl.FP32], out: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        out: pl.Tensor[[16, 128], pl.FP32] = self.k(x, y, out)
        return out
