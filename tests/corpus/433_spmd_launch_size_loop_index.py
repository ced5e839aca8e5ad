# A launch size from the enclosing loop's index.
import pypto.language as pl


@pl.program
class LoopDyn:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[256, 64], pl.FP32],
        n: pl.Scalar[pl.INDEX],
        y: pl.InOut[pl.Tensor[[256, 64], pl.FP32]],
    ) -> pl.Tensor[[256, 64], pl.FP32]:
        for k in pl.range(1, 3):
            for i in pl.spmd(k * 2):
                t: pl.Tile[[32, 64], pl.FP32] = pl.load(x, [i * 32, 0], [32, 64])
                r: pl.Tile[[32, 64], pl.FP32] = pl.add(t, 1.0)
                y = pl.store(r, [i * 32, 0], y)
        return y
