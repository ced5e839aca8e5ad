# Attention scores in one CORE_GROUP scope: the cube computes q @ kt, a
# pl.split_aiv region hands each AIV lane half of the rows with pl.aiv_shard
# (the split mode comes from the region), and the lanes scale, exponentiate
# and store their halves.
import pypto.language as pl


@pl.program
class AivShardScopeScores:
    @pl.function
    def main(
        self,
        q: pl.Tensor[[64, 128], pl.BF16],
        kt: pl.Tensor[[128, 64], pl.BF16],
        scores: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            q_l1 = pl.load(q, [0, 0], [64, 128], target_memory=pl.MemorySpace.Mat)
            k_l1 = pl.load(kt, [0, 0], [128, 64], target_memory=pl.MemorySpace.Mat)
            q_left = pl.move(q_l1, target_memory=pl.MemorySpace.Left)
            k_right = pl.move(k_l1, target_memory=pl.MemorySpace.Right)
            s = pl.matmul(q_left, k_right)
            for lane in pl.split_aiv(2, mode=pl.SplitMode.UP_DOWN):
                half = pl.aiv_shard(s)
                scaled = pl.mul(half, 0.088)
                e = pl.exp(scaled)
                scores = pl.store(e, [lane * 32, 0], scores)
        return scores
