# tile.assemble of a 16-row tile at row 16 into a tile whose valid rows are 0..15: the result's valid
# region grows to 32 rows (the union of the two rectangles, as the reference derives it).
import pypto.language as pl


@pl.program
class M2:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[64, 64], pl.FP32], y: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        big = pl.load(x, [0, 0], [64, 64], valid_shapes=[16, 64])
        part: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [0, 0], [16, 64])
        r = pl.tile.assemble(big, part, [16, 0])
        y = pl.store(r, [0, 0], y)
        return y

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(self, x: pl.Tensor[[64, 64], pl.FP32], y: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        y = self.k(x, y)
        return y
