# cluster > loop-form spmd: the kernel is outlined, then the Group takes the spmd's launch size.
import pypto.language as pl


@pl.program
class ClusterSpmdInline:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[256, 64], pl.FP32],
        y: pl.Out[pl.Tensor[[256, 64], pl.FP32]],
    ) -> pl.Tensor[[256, 64], pl.FP32]:
        with pl.cluster():
            for i in pl.spmd(4, sync_start=True):
                t: pl.Tile[[64, 64], pl.FP32] = pl.load(x, [i * 64, 0], [64, 64])
                r: pl.Tile[[64, 64], pl.FP32] = pl.exp(t)
                y = pl.store(r, [i * 64, 0], y)
        return y
