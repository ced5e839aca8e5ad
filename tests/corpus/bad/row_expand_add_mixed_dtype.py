# error: 18:42: The operator tile.row_expand_add requires src0 and src1 to have the same dtype, got FP32 and FP16
import pypto.language as pl


@pl.program
class RowExpandAddProbe:
    @pl.function(type=pl.FunctionType.InCore)
    def k_rea(
        self,
        x: pl.Tensor[[32, 128], pl.FP32],
        y: pl.Tensor[[32, 128], pl.FP16],
        out: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
    ) -> pl.Tensor[[32, 128], pl.FP32]:
        tx: pl.Tile[[32, 128], pl.FP32] = pl.load(x, [0, 0], [32, 128])
        ty: pl.Tile[[32, 128], pl.FP16] = pl.load(y, [0, 0], [32, 128])
        w: pl.Tile[[32, 128], pl.FP16] = pl.create_tile([32, 128], dtype=pl.FP16, target_memory=pl.Mem.Vec)
        v: pl.Tile[[32, 1], pl.FP16] = pl.row_max(ty, w)
        d: pl.Tile[[32, 128], pl.FP32] = pl.row_expand_add(tx, v)
        out = pl.store(d, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[32, 128], pl.FP32],
        y: pl.Tensor[[32, 128], pl.FP16],
        out: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
    ) -> pl.Tensor[[32, 128], pl.FP32]:
        out = self.k_rea(x, y, out)
        return out
