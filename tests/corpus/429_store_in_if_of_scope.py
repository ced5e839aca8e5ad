# A store into an output inside an if of a pl.at scope: the outlined kernel assigns its
# y__store variable in the branch too.
import pypto.language as pl


@pl.program
class StoreInIf:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[64, 64], pl.FP32],
        n: pl.Scalar[pl.INDEX],
        y: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            if n > 0:
                t: pl.Tile[[64, 64], pl.FP32] = pl.load(x, [0, 0], [64, 64])
                y = pl.store(t, [0, 0], y)
        return y
