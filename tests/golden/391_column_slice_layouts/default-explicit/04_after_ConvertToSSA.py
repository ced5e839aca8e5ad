# pypto.program: ColSliceSources
import pypto.language as pl

@pl.program
class ColSliceSources:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k(x__ssa_v0: pl.Tensor[[16, 64], pl.FP16], a__ssa_v0: pl.Tensor[[32, 64], pl.FP16], y__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP16]]) -> pl.Tensor[[16, 64], pl.FP16]:
        t__ssa_v0: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        f__ssa_v0: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.full([16, 64], dtype=pl.FP16, value=1.0)
        g__ssa_v0: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.add(t__ssa_v0, f__ssa_v0)
        c1__ssa_v0: pl.Tile[[16, 1], pl.FP16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.slice(g__ssa_v0, [16, 1], [0, 7])
        c2__ssa_v0: pl.Tile[[8, 1], pl.FP16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.slice(f__ssa_v0, [8, 1], [8, 0])
        mm__ssa_v0: pl.Tile[[32, 64], pl.FP16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(a__ssa_v0, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
        c3__ssa_v0: pl.Tile[[32, 1], pl.FP16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.slice(mm__ssa_v0, [32, 1], [0, 0])
        w__ssa_v0: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.create([16, 64], dtype=pl.FP16, target_memory=pl.Mem.Vec)
        rs__ssa_v0: pl.Tile[[16, 1], pl.FP16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.row_sum(t__ssa_v0, w__ssa_v0)
        c4__ssa_v0: pl.Tile[[8, 1], pl.FP16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.slice(rs__ssa_v0, [8, 1], [8, 0])
        y__ssa_v1: pl.Tensor[[16, 64], pl.FP16] = pl.tile.store(g__ssa_v0, [0, 0], y__ssa_v0)
        return y__ssa_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[16, 64], pl.FP16], a__ssa_v0: pl.Tensor[[32, 64], pl.FP16], y__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP16]]) -> pl.Tensor[[16, 64], pl.FP16]:
        y__ssa_v1: pl.Tensor[[16, 64], pl.FP16] = self.k(x__ssa_v0, a__ssa_v0, y__ssa_v0)
        return y__ssa_v1
