# error: 10:34: pl.spmd() does not accept 'deps=' here
import pypto.language as pl


@pl.program
class SpmdEmptyDeps:
    @pl.function
    def main(self, x: pl.Tensor[[64, 64], pl.FP32], y: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        # The keyword is rejected even with an empty list: the loop form has no task id.
        for i in pl.spmd(4, deps=[]):
            t: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [i * 16, 0], [16, 64])
            y = pl.store(t, [i * 16, 0], y)
        return y
