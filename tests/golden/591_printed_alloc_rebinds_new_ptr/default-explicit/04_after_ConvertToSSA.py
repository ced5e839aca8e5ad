# pypto.program: ReallocPtr
import pypto.language as pl

@pl.program
class ReallocPtr:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(a__ssa_v0: pl.Tensor[[32, 32], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[32, 32], pl.FP32]]) -> pl.Tensor[[32, 32], pl.FP32]:
        buf__ssa_v0: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        buf__ssa_v0_1: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        t__ssa_v0: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(a__ssa_v0, [0, 0], [32, 32], [32, 32], target_memory=pl.Mem.Vec)
        e__ssa_v0: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.exp(t__ssa_v0)
        stored__ssa_v0: pl.Tensor[[32, 32], pl.FP32] = pl.tile.store(e__ssa_v0, [0, 0], out__ssa_v0)
        return stored__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[32, 32], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[32, 32], pl.FP32]]) -> pl.Tensor[[32, 32], pl.FP32]:
        result__ssa_v0: pl.Tensor[[32, 32], pl.FP32] = self.kernel(a__ssa_v0, out__ssa_v0)
        return result__ssa_v0
