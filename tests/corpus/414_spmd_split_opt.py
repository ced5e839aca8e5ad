# optimizations=[pl.split(...)] on the loop form goes to the InCore kernel.
import pypto.language as pl


@pl.program
class SpmdSplit:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[256, 64], pl.FP32],
        y: pl.Out[pl.Tensor[[256, 64], pl.FP32]],
    ) -> pl.Tensor[[256, 64], pl.FP32]:
        for i in pl.spmd(4, optimizations=[pl.split(pl.SplitMode.UP_DOWN)]):
            t: pl.Tile[[64, 64], pl.FP32] = pl.load(x, [i * 64, 0], [64, 64])
            r: pl.Tile[[64, 64], pl.FP32] = pl.relu(t)
            y = pl.store(r, [i * 64, 0], y)
        return y
