# error: 19:17: pl.aiv_shard() must be used inside a 'for ... in pl.split_aiv(...)' loop
import pypto.language as pl


@pl.program
class Bad:
    @pl.function
    def main(
        self,
        a: pl.Tensor[[64, 64], pl.FP32],
        b: pl.Tensor[[64, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            a_l1 = pl.load(a, [0, 0], [64, 64], target_memory=pl.MemorySpace.Mat)
            b_l1 = pl.load(b, [0, 0], [64, 64], target_memory=pl.MemorySpace.Mat)
            c = pl.matmul(pl.move(a_l1, target_memory=pl.MemorySpace.Left),
                          pl.move(b_l1, target_memory=pl.MemorySpace.Right))
            h = pl.aiv_shard(c)
            out = pl.store(h, [0, 0], out)
        return out
