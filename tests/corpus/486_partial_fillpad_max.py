import pypto.language as pl


@pl.program
class PartialFillpadMax:
    @pl.function(type=pl.FunctionType.InCore)
    def masked_rowmax(
        self,
        x: pl.Tensor[[32, 128], pl.FP32],
        cols: pl.Scalar[pl.INDEX],
        y: pl.Out[pl.Tensor[[32, 1], pl.FP32]],
    ) -> pl.Tensor[[32, 1], pl.FP32]:
        t: pl.Tile[[32, 128], pl.FP32] = pl.load(x, [0, 0], [32, 128], valid_shapes=[32, cols])
        f: pl.Tile[[32, 128], pl.FP32] = pl.tile.fillpad(t, pad_value=pl.PadValue.min)
        tmp: pl.Tile[[32, 128], pl.FP32] = pl.create_tile([32, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        m: pl.Tile[[32, 1], pl.FP32] = pl.row_max(f, tmp)
        yd: pl.Tensor[[32, 1], pl.FP32] = pl.store(m, [0, 0], y)
        return yd

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[32, 128], pl.FP32],
        cols: pl.Scalar[pl.INDEX],
        y: pl.Out[pl.Tensor[[32, 1], pl.FP32]],
    ) -> pl.Tensor[[32, 1], pl.FP32]:
        y = self.masked_rowmax(x, cols, y)
        return y
