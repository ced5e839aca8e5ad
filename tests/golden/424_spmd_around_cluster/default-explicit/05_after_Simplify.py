# pypto.program: SpmdCluster
import pypto.language as pl

@pl.program
class SpmdCluster:
    @pl.function
    def main(self, x__ssa_v0: pl.Tensor[[256, 64], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[256, 64], pl.FP32]]) -> pl.Tensor[[256, 64], pl.FP32]:
        with pl.spmd(4):
            with pl.at(level=pl.Level.CORE_GROUP):
                with pl.cluster():
                    with pl.at(level=pl.Level.CORE_GROUP):
                        b__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
                        t__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [b__ssa_v0 * 64, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
                        r__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.exp(t__ssa_v0)
                        y__ssa_v1: pl.Tensor[[256, 64], pl.FP32] = pl.tile.store(r__ssa_v0, [b__ssa_v0 * 64, 0], y__ssa_v0)
        return y__ssa_v1
