# pypto.program: CastFp16Kernel
import pypto.language as pl

@pl.program
class CastFp16Kernel:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def widen_scale_narrow(x__ssa_v0: pl.Tensor[[32, 128], pl.FP16], b__ssa_v0: pl.Tensor[[1, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[32, 128], pl.FP16]]) -> pl.Tensor[[32, 128], pl.FP16]:
        t__ssa_v0: pl.Tile[[32, 128], pl.FP16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
        bias__ssa_v0: pl.Tile[[1, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(b__ssa_v0, [0, 0], [1, 128], [1, 128], target_memory=pl.Mem.Vec)
        w__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.cast(t__ssa_v0, target_type=pl.FP32, mode='round')
        s__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.col_expand_add(w__ssa_v0, bias__ssa_v0)
        r__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.relu(s__ssa_v0)
        n__ssa_v0: pl.Tile[[32, 128], pl.FP16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.cast(r__ssa_v0, target_type=pl.FP16, mode='round')
        done__ssa_v0: pl.Tensor[[32, 128], pl.FP16] = pl.tile.store(n__ssa_v0, [0, 0], out__ssa_v0)
        return done__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[32, 128], pl.FP16], b__ssa_v0: pl.Tensor[[1, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[32, 128], pl.FP16]]) -> pl.Tensor[[32, 128], pl.FP16]:
        out__ssa_v1: pl.Tensor[[32, 128], pl.FP16] = self.widen_scale_narrow(x__ssa_v0, b__ssa_v0, out__ssa_v0)
        return out__ssa_v1
