# Vec sub-windows read by the tile.col_expand_* family. A column window of a
# multi-row tile and a row at a runtime offset would be copied in place over
# their own source by the lazy textract, so CanonicalizeTileSlice gives them a
# tile.extract copy (<slice>_textract); a full-width row block and a single
# row at a constant offset stay zero-copy views. An unused slice is dropped.
import pypto.language as pl


@pl.program
class VecSliceColExpand:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[16, 128], pl.FP32],
        g: pl.Tensor[[4, 128], pl.FP32],
        cfg: pl.Tensor[[1], pl.INT64],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
        out_rows: pl.Out[pl.Tensor[[8, 128], pl.FP32]],
    ) -> tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[8, 128], pl.FP32]]:
        r: pl.Scalar[pl.INT64] = pl.tensor.read(cfg, [0])
        x_t: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(
            x, [0, 0], [16, 128], target_memory=pl.Mem.Vec
        )
        g_t: pl.Tile[[4, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(
            g, [0, 0], [4, 128], target_memory=pl.Mem.Vec
        )
        hi: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.slice(x_t, [16, 64], [0, 64])
        g_row: pl.Tile[[1, 128], pl.FP32, pl.Mem.Vec] = pl.tile.slice(g_t, [1, 128], [r, 0])
        g_row_hi: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.slice(g_row, [1, 64], [0, 64])
        scaled: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.col_expand_mul(hi, g_row_hi)
        bottom: pl.Tile[[8, 128], pl.FP32, pl.Mem.Vec] = pl.tile.slice(x_t, [8, 128], [8, 0])
        g_last: pl.Tile[[1, 128], pl.FP32, pl.Mem.Vec] = pl.tile.slice(g_t, [1, 128], [3, 0])
        shifted: pl.Tile[[8, 128], pl.FP32, pl.Mem.Vec] = pl.tile.col_expand_sub(bottom, g_last)
        unused: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec] = pl.tile.slice(x_t, [8, 64], [0, 0])
        out = pl.store(scaled, [0, 0], out)
        out_rows = pl.store(shifted, [0, 0], out_rows)
        return out, out_rows

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[16, 128], pl.FP32],
        g: pl.Tensor[[4, 128], pl.FP32],
        cfg: pl.Tensor[[1], pl.INT64],
    ) -> tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[8, 128], pl.FP32]]:
        out: pl.Tensor[[16, 64], pl.FP32] = pl.create_tensor([16, 64], dtype=pl.FP32)
        out_rows: pl.Tensor[[8, 128], pl.FP32] = pl.create_tensor([8, 128], dtype=pl.FP32)
        out, out_rows = self.kernel(x, g, cfg, out, out_rows)
        return out, out_rows
