# The loop form's output used by a tensor op after the launch.
import pypto.language as pl


@pl.program
class SpmdValueAfter:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[256, 64], pl.FP32],
        y: pl.Out[pl.Tensor[[256, 64], pl.FP32]],
    ) -> pl.Tensor[[256, 64], pl.FP32]:
        for i in pl.spmd(4):
            t: pl.Tile[[64, 64], pl.FP32] = pl.load(x, [i * 64, 0], [64, 64])
            r: pl.Tile[[64, 64], pl.FP32] = pl.exp(t)
            y = pl.store(r, [i * 64, 0], y)
        z: pl.Tensor[[256, 64], pl.FP32] = pl.add(y, x)
        return z
