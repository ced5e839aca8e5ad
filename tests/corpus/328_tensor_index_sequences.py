# Integer sequences at the tensor level: pl.arange (the top-level name),
# pl.tensor.ci and pl.tensor.arange become tensor.ci, which
# ConvertTensorToTileOps lowers to tile.ci; an integer literal start takes
# the destination dtype.
import pypto.language as pl


@pl.program
class TensorIndexSequences:
    @pl.function
    def main(
        self,
        up: pl.Out[pl.Tensor[[1, 64], pl.INT32]],
        down: pl.Out[pl.Tensor[[1, 64], pl.INT16]],
    ) -> tuple[pl.Tensor[[1, 64], pl.INT32], pl.Tensor[[1, 64], pl.INT16]]:
        with pl.at(level=pl.Level.CORE_GROUP):
            a = pl.arange(0, [1, 64], dtype=pl.INT32)
            b = pl.tensor.ci(255, [1, 64], dtype=pl.INT16, descending=True)
            c = pl.tensor.arange(7, [1, 64], dtype=pl.INT32)
            s = pl.add(a, c)
            up = pl.assemble(up, s, [0, 0])
            down = pl.assemble(down, b, [0, 0])
        return up, down
