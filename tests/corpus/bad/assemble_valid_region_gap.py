# error: 12:13: tile.assemble leaves a gap in dimension 0: the write starts at 32
# (the target's valid rows are 0..15; a write at row 32 would leave rows 16..31 invalid inside the valid region, which the reference also rejects)
import pypto.language as pl


@pl.program
class M1:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[64, 64], pl.FP32], y: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        big = pl.load(x, [0, 0], [64, 64], valid_shapes=[16, 64])
        part: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [0, 0], [16, 64])
        r = pl.tile.assemble(big, part, [32, 0])
        y = pl.store(r, [0, 0], y)
        return y

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(self, x: pl.Tensor[[64, 64], pl.FP32], y: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        y = self.k(x, y)
        return y
