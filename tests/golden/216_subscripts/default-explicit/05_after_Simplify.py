# pypto.program: Subscripts
import pypto.language as pl

@pl.program
class Subscripts:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def halves(x__ssa_v0: pl.Tensor[[16, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        top__ssa_v0: pl.Tile[[8, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.slice(t__ssa_v0, [8, 128], [0, 0])
        bottom__ssa_v0: pl.Tile[[8, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.slice(t__ssa_v0, [8, 128], [8, 0])
        row__ssa_v0: pl.Tile[[1, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.slice(t__ssa_v0, [1, 128], [3, 0], [], [0])
        s__ssa_v0: pl.Tile[[8, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.add(top__ssa_v0, bottom__ssa_v0)
        r__ssa_v0: pl.Tile[[1, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.exp(row__ssa_v0)
        res__ssa_v0: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(s__ssa_v0, [0, 0], out__ssa_v0)
        res2__ssa_v0: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(r__ssa_v0, [8, 0], res__ssa_v0)
        return res2__ssa_v0
    @pl.function
    def main(self, x__ssa_v0: pl.Tensor[[4, 16, 128], pl.FP32], y__ssa_v0: pl.Tensor[[16, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[4, 16, 128], pl.FP32]], acc__ssa_v0: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[4, 16, 128], pl.FP32]:
        for b__idx_v0, (out__iter_v1,) in pl.range(4, init_values=(out__ssa_v0,)):
            with pl.at(level=pl.Level.CORE_GROUP):
                blk__ssa_v0: pl.Tensor[[1, 16, 128], pl.FP32] = pl.tensor.slice(x__ssa_v0, [1, 16, 128], [b__idx_v0, 0, 0])
                e__ssa_v0: pl.Tensor[[1, 16, 128], pl.FP32] = pl.tensor.exp(blk__ssa_v0)
                out__ssa_v3: pl.Tensor[[4, 16, 128], pl.FP32] = pl.tensor.assemble(out__iter_v1, e__ssa_v0, [b__idx_v0, 0, 0])
            out__rv_v2: pl.Tensor[[4, 16, 128], pl.FP32] = pl.yield_(out__ssa_v3)
        for i__idx_v0, (acc__iter_v1,) in pl.range(4, init_values=(acc__ssa_v0,)):
            with pl.at(level=pl.Level.CORE_GROUP):
                part__ssa_v0: pl.Tensor[[4, 64], pl.FP32] = pl.tensor.slice(y__ssa_v0, [4, 64], [i__idx_v0 * 4, 0])
                m__ssa_v0: pl.Tensor[[4, 64], pl.FP32] = pl.tensor.muls(part__ssa_v0, 2.0)
                acc__ssa_v3: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.assemble(acc__iter_v1, m__ssa_v0, [i__idx_v0 * 4, 0])
            acc__rv_v2: pl.Tensor[[16, 128], pl.FP32] = pl.yield_(acc__ssa_v3)
        acc__ssa_v4: pl.Tensor[[16, 128], pl.FP32] = self.halves(y__ssa_v0, acc__rv_v2)
        return out__rv_v2
