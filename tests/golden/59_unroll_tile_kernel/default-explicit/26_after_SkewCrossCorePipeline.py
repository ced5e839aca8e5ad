# pypto.program: UnrollTileKernel
import pypto.language as pl

@pl.program
class UnrollTileKernel:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def shift_bands(x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        band__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        moved__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.subs(band__ssa_v0, 3.0)
        out__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(moved__ssa_v0, [0, 0], out__ssa_v0)
        band__ssa_v1: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        moved__ssa_v1: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.subs(band__ssa_v1, 3.0)
        out__ssa_v2: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(moved__ssa_v1, [16, 0], out__ssa_v1)
        band__ssa_v2: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [32, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        moved__ssa_v2: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.subs(band__ssa_v2, 3.0)
        out__ssa_v3: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(moved__ssa_v2, [32, 0], out__ssa_v2)
        band__ssa_v3: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [48, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        moved__ssa_v3: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.subs(band__ssa_v3, 3.0)
        out__ssa_v4: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(moved__ssa_v3, [48, 0], out__ssa_v3)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = self.shift_bands(x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
