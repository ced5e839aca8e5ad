# A hand-written AIV kernel whose split only its attribute requests: SplitVectorKernel halves every
# leaf statement per lane, and a cube-to-vector tile.move stays a move whose result is halved (only
# a mixed kernel's move becomes a tile.aiv_shard, in LowerAutoVectorSplit). The halved move's
# annotation no longer matches the move's own deduction, so the dumps after SplitVectorKernel do
# not read back, in the reference as in ptoc.
import pypto.language as pl


@pl.program
class StandaloneSplitMove:
    @pl.function(type=pl.FunctionType.AIV, attrs={"split": pl.SplitMode.UP_DOWN})
    def split_kernel(
        cube_seed: pl.Tile[[128, 128], pl.FP32, pl.Mem.Mat],
        src: pl.Tile[[1, 128], pl.FP32, pl.Mem.Vec],
        out_0: pl.Out[pl.Tensor[[1, 128], pl.FP32]],
    ) -> pl.Tensor[[1, 128], pl.FP32]:
        seed_vec = pl.tile.move(cube_seed, target_memory=pl.Mem.Vec)  # noqa: F841
        doubled = pl.tile.add(src, src)
        out_store = pl.tile.store(doubled, [0, 0], out_0)
        return out_store
