# pypto.program: PartialAndCarry
import pypto.language as pl

@pl.program
class PartialAndCarry:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def combine(a__ssa_v0: pl.Tensor[[16, 64], pl.FP16], b__ssa_v0: pl.Tensor[[16, 64], pl.FP16], out__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP16]]) -> pl.Tensor[[16, 64], pl.FP16]:
        ta__ssa_v0: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(a__ssa_v0, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        tb__ssa_v0: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(b__ssa_v0, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        p0__ssa_v0: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.part_add(ta__ssa_v0, tb__ssa_v0)
        p1__ssa_v0: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.part_mul(p0__ssa_v0, tb__ssa_v0)
        p2__ssa_v0: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.part_max(p1__ssa_v0, ta__ssa_v0)
        p3__ssa_v0: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.part_min(p2__ssa_v0, tb__ssa_v0)
        c0__ssa_v0: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.addc(p3__ssa_v0, ta__ssa_v0, tb__ssa_v0)
        c1__ssa_v0: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.subc(c0__ssa_v0, tb__ssa_v0, ta__ssa_v0)
        c2__ssa_v0: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.addsc(c1__ssa_v0, pl.const(2.0, pl.FP16), tb__ssa_v0)
        r__ssa_v0: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.subsc(c2__ssa_v0, pl.const(1.0, pl.FP16), ta__ssa_v0)
        done__ssa_v0: pl.Tensor[[16, 64], pl.FP16] = pl.tile.store(r__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[16, 64], pl.FP16], b__ssa_v0: pl.Tensor[[16, 64], pl.FP16], out__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP16]]) -> pl.Tensor[[16, 64], pl.FP16]:
        out__ssa_v1: pl.Tensor[[16, 64], pl.FP16] = self.combine(a__ssa_v0, b__ssa_v0, out__ssa_v0)
        return out__ssa_v1
