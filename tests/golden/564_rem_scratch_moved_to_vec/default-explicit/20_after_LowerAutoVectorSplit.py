# pypto.program: RemainderOps
import pypto.language as pl

@pl.program
class RemainderOps:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def float_remainders(a__ssa_v0: pl.Tensor[[16, 64], pl.FP32], b__ssa_v0: pl.Tensor[[16, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        ta__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(a__ssa_v0, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        tb__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(b__ssa_v0, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        s__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.add(ta__ssa_v0, tb__ssa_v0)
        u__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.fmod(s__ssa_v0, tb__ssa_v0)
        v__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.fmods(u__ssa_v0, 3.0)
        w__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.fmods(v__ssa_v0, 2.0)
        tmp__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.create([16, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        r__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.rems(w__ssa_v0, 1.5, tmp__ssa_v0)
        done__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(r__ssa_v0, [0, 0], out__ssa_v0)
        return done__ssa_v0
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def int_remainders(a__ssa_v0: pl.Tensor[[16, 64], pl.INT32], b__ssa_v0: pl.Tensor[[16, 64], pl.INT32], out__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.INT32]]) -> pl.Tensor[[16, 64], pl.INT32]:
        ta__ssa_v0: pl.Tile[[16, 64], pl.INT32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(a__ssa_v0, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        tb__ssa_v0: pl.Tile[[16, 64], pl.INT32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(b__ssa_v0, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        tmp__ssa_v0: pl.Tile[[16, 64], pl.INT32, pl.Mem.Bias, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.create([16, 64], dtype=pl.INT32, target_memory=pl.Mem.Bias)
        tmp__ssa_v0_Vec: pl.Tile[[16, 64], pl.INT32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.move(tmp__ssa_v0, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
        q__ssa_v0: pl.Tile[[16, 64], pl.INT32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.rem(ta__ssa_v0, tb__ssa_v0, tmp__ssa_v0_Vec)
        r__ssa_v0: pl.Tile[[16, 64], pl.INT32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.rems(q__ssa_v0, pl.const(3, pl.INT32), tmp__ssa_v0_Vec)
        done__ssa_v0: pl.Tensor[[16, 64], pl.INT32] = pl.tile.store(r__ssa_v0, [0, 0], out__ssa_v0)
        return done__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[16, 64], pl.FP32], b__ssa_v0: pl.Tensor[[16, 64], pl.FP32], ia__ssa_v0: pl.Tensor[[16, 64], pl.INT32], ib__ssa_v0: pl.Tensor[[16, 64], pl.INT32], out__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32]], iout__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.INT32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        out__ssa_v1: pl.Tensor[[16, 64], pl.FP32] = self.float_remainders(a__ssa_v0, b__ssa_v0, out__ssa_v0)
        iout__ssa_v1: pl.Tensor[[16, 64], pl.INT32] = self.int_remainders(ia__ssa_v0, ib__ssa_v0, iout__ssa_v0)
        return out__ssa_v1
