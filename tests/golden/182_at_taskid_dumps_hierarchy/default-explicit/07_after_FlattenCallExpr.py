# pypto.program: AtTaskIdDumps
import pypto.language as pl

@pl.program
class AtTaskIdDumps:
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[32, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP, dumps=[x__ssa_v0]) as tid__ssa_v0:
            a__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
            b__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.mul(a__ssa_v0, a__ssa_v0)
            out__ssa_v1: pl.Tensor[[32, 128], pl.FP32] = pl.tile.store(b__ssa_v0, [0, 0], out__ssa_v0)
        with pl.at(level=pl.Level.CORE_GROUP, deps=[tid__ssa_v0], dumps=[out__ssa_v1]) as tid2__ssa_v0:
            c__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(out__ssa_v1, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
            d__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.sub(c__ssa_v0, c__ssa_v0)
            out__ssa_v2: pl.Tensor[[32, 128], pl.FP32] = pl.tile.store(d__ssa_v0, [0, 0], out__ssa_v1)
        return out__ssa_v2
