# pypto.program: AivShardScopeScores
import pypto.language as pl

@pl.program
class AivShardScopeScores:
    @pl.function
    def main(self, q: pl.Tensor[[64, 128], pl.BF16], kt: pl.Tensor[[128, 64], pl.BF16], scores: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            q_l1: pl.Tile[[64, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(q, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Mat)
            k_l1: pl.Tile[[128, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(kt, [0, 0], [128, 64], [128, 64], target_memory=pl.Mem.Mat)
            q_left: pl.Tile[[64, 128], pl.BF16, pl.Mem.Left] = pl.tile.move(q_l1, target_memory=pl.Mem.Left)
            k_right: pl.Tile[[128, 64], pl.BF16, pl.Mem.Right] = pl.tile.move(k_l1, target_memory=pl.Mem.Right)
            s: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(q_left, k_right)
            for lane in pl.split_aiv(2, mode=pl.SplitMode.UP_DOWN):
                half: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.aiv_shard(s)
                scaled: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(half, 0.087999999999999995)
                e: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(scaled)
                scores: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(e, [lane * 32, 0], scores)
        return scores
