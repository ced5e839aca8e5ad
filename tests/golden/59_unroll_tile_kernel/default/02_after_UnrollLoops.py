# pypto.program: UnrollTileKernel
import pypto.language as pl

@pl.program
class UnrollTileKernel:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def shift_bands(x: pl.Tensor[[64, 128], pl.FP32], out: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        band: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [pl.const(0, pl.INDEX) * pl.const(16, pl.INDEX), 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        moved: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.subs(band, 3.0)
        out: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(moved, [pl.const(0, pl.INDEX) * pl.const(16, pl.INDEX), 0], out)
        band: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [pl.const(1, pl.INDEX) * pl.const(16, pl.INDEX), 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        moved: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.subs(band, 3.0)
        out: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(moved, [pl.const(1, pl.INDEX) * pl.const(16, pl.INDEX), 0], out)
        band: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [pl.const(2, pl.INDEX) * pl.const(16, pl.INDEX), 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        moved: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.subs(band, 3.0)
        out: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(moved, [pl.const(2, pl.INDEX) * pl.const(16, pl.INDEX), 0], out)
        band: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [pl.const(3, pl.INDEX) * pl.const(16, pl.INDEX), 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        moved: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.subs(band, 3.0)
        out: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(moved, [pl.const(3, pl.INDEX) * pl.const(16, pl.INDEX), 0], out)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[64, 128], pl.FP32], out: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        out: pl.Tensor[[64, 128], pl.FP32] = self.shift_bands(x, out)
        return out
