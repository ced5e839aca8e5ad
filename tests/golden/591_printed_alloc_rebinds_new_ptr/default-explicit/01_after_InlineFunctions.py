# pypto.program: ReallocPtr
import pypto.language as pl

@pl.program
class ReallocPtr:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(a: pl.Tensor[[32, 32], pl.FP32], out: pl.Out[pl.Tensor[[32, 32], pl.FP32]]) -> pl.Tensor[[32, 32], pl.FP32]:
        buf: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        buf_1: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        t: pl.Tile[[32, 32], pl.FP32, pl.MemRef(buf_1, 0, 4096), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(a, [0, 0], [32, 32], [32, 32], target_memory=pl.Mem.Vec)
        e: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.exp(t)
        stored: pl.Tensor[[32, 32], pl.FP32] = pl.tile.store(e, [0, 0], out)
        return stored
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a: pl.Tensor[[32, 32], pl.FP32], out: pl.Out[pl.Tensor[[32, 32], pl.FP32]]) -> pl.Tensor[[32, 32], pl.FP32]:
        result: pl.Tensor[[32, 32], pl.FP32] = self.kernel(a, out)
        return result
