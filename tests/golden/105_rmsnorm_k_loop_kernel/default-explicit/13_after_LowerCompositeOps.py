# pypto.program: RmsnormKLoopKernel
import pypto.language as pl

@pl.program
class RmsnormKLoopKernel:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def rms(x__ssa_v0: pl.Tensor[[16, 512], pl.FP32], gamma__ssa_v0: pl.Tensor[[1, 512], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[16, 512], pl.FP32]]) -> pl.Tensor[[16, 512], pl.FP32]:
        work__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.create([16, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        b0__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        sq0__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.mul(b0__ssa_v0, b0__ssa_v0)
        z__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.row_sum(sq0__ssa_v0, work__ssa_v0)
        for k__idx_v0, (ss,) in pl.range(1, 4, init_values=(z__ssa_v0,)):
            blk__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [0, k__idx_v0 * 128], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
            sq__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.mul(blk__ssa_v0, blk__ssa_v0)
            part__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.row_sum(sq__ssa_v0, work__ssa_v0)
            ss2__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.add(ss, part__ssa_v0)
            ss_out: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.yield_(ss2__ssa_v0)
        mean__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.muls(ss_out, 0.001953125)
        inv__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.rsqrt(mean__ssa_v0)
        for k2__idx_v0, (o,) in pl.range(4, init_values=(out__ssa_v0,)):
            blk2__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [0, k2__idx_v0 * 128], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
            g__ssa_v0: pl.Tile[[1, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(gamma__ssa_v0, [0, k2__idx_v0 * 128], [1, 128], [1, 128], target_memory=pl.Mem.Vec)
            n__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.row_expand_mul(blk2__ssa_v0, inv__ssa_v0)
            sc__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.col_expand_mul(n__ssa_v0, g__ssa_v0)
            w__ssa_v0: pl.Tensor[[16, 512], pl.FP32] = pl.tile.store(sc__ssa_v0, [0, k2__idx_v0 * 128], o)
            o_out: pl.Tensor[[16, 512], pl.FP32] = pl.yield_(w__ssa_v0)
        return o_out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[16, 512], pl.FP32], gamma__ssa_v0: pl.Tensor[[1, 512], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[16, 512], pl.FP32]]) -> pl.Tensor[[16, 512], pl.FP32]:
        out__ssa_v1: pl.Tensor[[16, 512], pl.FP32] = self.rms(x__ssa_v0, gamma__ssa_v0, out__ssa_v0)
        return out__ssa_v1
