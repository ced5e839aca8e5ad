# Window offsets held in float scalars: tile.load and tile.store take any
# scalar as an offset, as the reference's do (tile.slice and tile.assemble
# require INT64/UINT64/INDEX offsets, the tensor ops integer ones).
import pypto.language as pl


@pl.program
class FloatWindowOffsets:
    @pl.function(type=pl.FunctionType.InCore)
    def shift_rows(
        self,
        x: pl.Tensor[[64, 128], pl.FP32],
        row: pl.Scalar[pl.FP32],
        col: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[64, 128], pl.FP32]],
    ) -> pl.Tensor[[64, 128], pl.FP32]:
        t: pl.Tile[[16, 128], pl.FP32] = pl.load(x, [row, 0], [16, 128])
        half: pl.Tile[[16, 64], pl.FP32] = pl.tile.slice(t, [16, 64], [0, col])
        doubled: pl.Tile[[16, 64], pl.FP32] = pl.mul(half, 2.0)
        t2: pl.Tile[[16, 128], pl.FP32] = pl.tile.assemble(t, doubled, [0, col])
        out = pl.store(t2, [row, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[64, 128], pl.FP32],
        row: pl.Scalar[pl.FP32],
        col: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[64, 128], pl.FP32]],
    ) -> pl.Tensor[[64, 128], pl.FP32]:
        out = self.shift_rows(x, row, col, out)
        return out
