# pypto.program: AtTid
import pypto.language as pl

@pl.program
class AtTid:
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[64, 128], pl.FP32], out: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP) as tid:
            t: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
            e: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.exp(t)
            out: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(e, [0, 0], out)
        with pl.at(level=pl.Level.CORE_GROUP, deps=[tid]):
            t2: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(out, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
            e2: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.exp(t2)
            out: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(e2, [0, 0], out)
        return out
