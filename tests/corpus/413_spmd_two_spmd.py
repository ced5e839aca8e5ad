# Two loop-form launches in a row, the second reading the first one's output.
import pypto.language as pl


@pl.program
class TwoSpmd:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[256, 64], pl.FP32],
        y: pl.Out[pl.Tensor[[256, 64], pl.FP32]],
        z: pl.Out[pl.Tensor[[256, 64], pl.FP32]],
    ) -> pl.Tuple[pl.Tensor[[256, 64], pl.FP32], pl.Tensor[[256, 64], pl.FP32]]:
        for i in pl.spmd(4):
            t: pl.Tile[[64, 64], pl.FP32] = pl.load(x, [i * 64, 0], [64, 64])
            r: pl.Tile[[64, 64], pl.FP32] = pl.add(t, t)
            y = pl.store(r, [i * 64, 0], y)
        for j in pl.spmd(2, sync_start=True):
            u: pl.Tile[[128, 64], pl.FP32] = pl.load(y, [j * 128, 0], [128, 64])
            v: pl.Tile[[128, 64], pl.FP32] = pl.sub(u, 1.0)
            z = pl.store(v, [j * 128, 0], z)
        return y, z
