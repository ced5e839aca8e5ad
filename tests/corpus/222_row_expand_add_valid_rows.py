# tile.row_expand_add compares valid row counts, not physical ones: a [32, 128]
# tile with 16 valid rows takes a [16, 1] row vector.
import pypto.language as pl


@pl.program
class RowExpandAddShapeRowsDiffer:
    @pl.function(type=pl.FunctionType.InCore)
    def k_rea(
        self,
        x: pl.Tensor[[32, 128], pl.FP32],
        y: pl.Tensor[[16, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
    ) -> pl.Tensor[[32, 128], pl.FP32]:
        tx: pl.Tile[[32, 128], pl.FP32] = pl.load(x, [0, 0], [32, 128], valid_shapes=[16, 128])
        ty: pl.Tile[[16, 128], pl.FP32] = pl.load(y, [0, 0], [16, 128])
        w: pl.Tile[[16, 128], pl.FP32] = pl.create_tile([16, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        v: pl.Tile[[16, 1], pl.FP32] = pl.row_sum(ty, w)
        d: pl.Tile[[32, 128], pl.FP32] = pl.row_expand_add(tx, v)
        out = pl.store(d, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[32, 128], pl.FP32],
        y: pl.Tensor[[16, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
    ) -> pl.Tensor[[32, 128], pl.FP32]:
        out = self.k_rea(x, y, out)
        return out
