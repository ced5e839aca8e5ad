# pypto.program: StandaloneSplitMove
import pypto.language as pl

@pl.program
class StandaloneSplitMove:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker, attrs={"split": pl.SplitMode.UP_DOWN})
    def split_kernel(cube_seed: pl.Tile[[128, 128], pl.FP32, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)], src: pl.Tile[[1, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)], out_0: pl.Out[pl.Tensor[[1, 128], pl.FP32]]) -> pl.Tensor[[1, 128], pl.FP32]:
        # noqa: F841
        seed_vec: pl.Tile[[128, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.move(cube_seed, target_memory=pl.Mem.Vec)
        doubled: pl.Tile[[1, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.add(src, src)
        out_store: pl.Tensor[[1, 128], pl.FP32] = pl.tile.store(doubled, [0, 0], out_0)
        return out_store
