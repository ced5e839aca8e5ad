# Two pl.split_aiv regions with different modes in one scope: the kernel is
# marked split_aiv without a kernel-level split mode (each region keeps its
# own, which LowerAutoVectorSplit applies).
import pypto.language as pl


@pl.program
class SplitAivTwoRegions:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[64, 128], pl.FP32],
        y: pl.Out[pl.Tensor[[64, 128], pl.FP32]],
        z: pl.Out[pl.Tensor[[64, 128], pl.FP32]],
    ) -> tuple[pl.Tensor[[64, 128], pl.FP32], pl.Tensor[[64, 128], pl.FP32]]:
        with pl.at(level=pl.Level.CORE_GROUP):
            for lane in pl.split_aiv(2, mode=pl.SplitMode.UP_DOWN):
                t: pl.Tile[[64, 128], pl.FP32] = pl.load(x, [0, 0], [64, 128])
                y = pl.store(pl.mul(t, 2.0), [0, 0], y)
            for half in pl.split_aiv(2, mode=pl.SplitMode.LEFT_RIGHT):
                u: pl.Tile[[64, 128], pl.FP32] = pl.load(x, [0, 0], [64, 128])
                z = pl.store(pl.abs(u), [0, 0], z)
        return y, z
