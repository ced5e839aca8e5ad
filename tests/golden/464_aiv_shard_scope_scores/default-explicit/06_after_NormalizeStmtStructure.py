# pypto.program: AivShardScopeScores
import pypto.language as pl

@pl.program
class AivShardScopeScores:
    @pl.function
    def main(self, q__ssa_v0: pl.Tensor[[64, 128], pl.BF16], kt__ssa_v0: pl.Tensor[[128, 64], pl.BF16], scores__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            q_l1__ssa_v0: pl.Tile[[64, 128], pl.BF16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(q__ssa_v0, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Mat)
            k_l1__ssa_v0: pl.Tile[[128, 64], pl.BF16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(kt__ssa_v0, [0, 0], [128, 64], [128, 64], target_memory=pl.Mem.Mat)
            q_left__ssa_v0: pl.Tile[[64, 128], pl.BF16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.move(q_l1__ssa_v0, target_memory=pl.Mem.Left)
            k_right__ssa_v0: pl.Tile[[128, 64], pl.BF16, pl.Mem.Right, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, fractal=512)] = pl.tile.move(k_l1__ssa_v0, target_memory=pl.Mem.Right)
            s__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.matmul(q_left__ssa_v0, k_right__ssa_v0)
            for lane__ssa_v0 in pl.split_aiv(2, mode=pl.SplitMode.UP_DOWN):
                half__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.aiv_shard(s__ssa_v0)
                scaled__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.muls(half__ssa_v0, 0.087999999999999995)
                e__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.exp(scaled__ssa_v0)
                scores__ssa_v1: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(e__ssa_v0, [lane__ssa_v0 * 32, 0], scores__ssa_v0)
        return scores__ssa_v1
