# pypto.program: StandaloneSplitMove
import pypto.language as pl

@pl.program
class StandaloneSplitMove:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker, attrs={"split": pl.SplitMode.UP_DOWN})
    def split_kernel(cube_seed__ssa_v0: pl.Tile[[128, 128], pl.FP32, pl.Mem.Mat], src__ssa_v0: pl.Tile[[1, 128], pl.FP32, pl.Mem.Vec], out_0__ssa_v0: pl.Out[pl.Tensor[[1, 128], pl.FP32]]) -> pl.Tensor[[1, 128], pl.FP32]:
        # noqa: F841
        seed_vec__ssa_v0: pl.Tile[[128, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.move(cube_seed__ssa_v0, target_memory=pl.Mem.Vec)
        doubled__ssa_v0: pl.Tile[[1, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(src__ssa_v0, src__ssa_v0)
        out_store__ssa_v0: pl.Tensor[[1, 128], pl.FP32] = pl.tile.store(doubled__ssa_v0, [0, 0], out_0__ssa_v0)
        return out_store__ssa_v0
