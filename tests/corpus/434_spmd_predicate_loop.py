# Loop-form pl.spmd with a dispatch predicate: one INT32 element compared with a literal.
import pypto.language as pl


@pl.program
class SpmdPred:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[128, 64], pl.FP32],
        g: pl.Tensor[[4, 4], pl.INT32],
        y: pl.Out[pl.Tensor[[128, 64], pl.FP32]],
    ) -> pl.Tensor[[128, 64], pl.FP32]:
        for i in pl.spmd(4, predicate=(g[0, 0] > 0)):
            t: pl.Tile[[32, 64], pl.FP32] = pl.load(x, [i * 32, 0], [32, 64])
            y = pl.store(t, [i * 32, 0], y)
        return y
