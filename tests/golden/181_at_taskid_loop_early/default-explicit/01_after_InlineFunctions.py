# pypto.program: AtTaskIdLoop
import pypto.language as pl

@pl.program
class AtTaskIdLoop:
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[64, 128], pl.FP32], y: pl.Out[pl.Tensor[[64, 128], pl.FP32]], out: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP, name_hint="first") as t0:
            a: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
            b: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.exp(a)
            y: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(b, [0, 0], y)
        for i in pl.range(2):
            with pl.at(level=pl.Level.CORE_GROUP, deps=[t0], allow_early_resolve=True) as t1:
                c: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(y, [i * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
                d: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.add(c, c)
                out: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(d, [i * 16, 0], out)
        with pl.at(level=pl.Level.CORE_GROUP, allow_early_resolve=True):
            e: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(out, [32, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
            out: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(e, [48, 0], out)
        return out
