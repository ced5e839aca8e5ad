# pypto.program: ReluVariants
import pypto.language as pl

@pl.program
class ReluVariants:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def activations(a__ssa_v0: pl.Tensor[[16, 64], pl.FP16], b__ssa_v0: pl.Tensor[[16, 64], pl.FP16], out__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP16]]) -> pl.Tensor[[16, 64], pl.FP16]:
        ta__ssa_v0: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(a__ssa_v0, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        tb__ssa_v0: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(b__ssa_v0, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        e__ssa_v0: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.exp(ta__ssa_v0)
        l0__ssa_v0: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.lrelu(e__ssa_v0, 0.25)
        l1__ssa_v0: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.lrelu(l0__ssa_v0, 1.0)
        tmp__ssa_v0: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.create([16, 64], dtype=pl.FP16, target_memory=pl.Mem.Vec)
        p__ssa_v0: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.prelu(l1__ssa_v0, tb__ssa_v0, tmp__ssa_v0)
        s0__ssa_v0: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.sels(p__ssa_v0, ta__ssa_v0, pl.const(1, pl.INT32))
        mode__ssa_v0: pl.Scalar[pl.INT32] = pl.const(0, pl.INT32)
        r__ssa_v0: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.sels(s0__ssa_v0, tb__ssa_v0, mode__ssa_v0)
        done__ssa_v0: pl.Tensor[[16, 64], pl.FP16] = pl.tile.store(r__ssa_v0, [0, 0], out__ssa_v0)
        return done__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[16, 64], pl.FP16], b__ssa_v0: pl.Tensor[[16, 64], pl.FP16], out__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP16]]) -> pl.Tensor[[16, 64], pl.FP16]:
        out__ssa_v1: pl.Tensor[[16, 64], pl.FP16] = self.activations(a__ssa_v0, b__ssa_v0, out__ssa_v0)
        return out__ssa_v1
