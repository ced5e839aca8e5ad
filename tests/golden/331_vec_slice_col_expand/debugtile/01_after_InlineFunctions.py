# pypto.program: VecSliceColExpand
import pypto.language as pl

@pl.program
class VecSliceColExpand:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 128], pl.FP32], g: pl.Tensor[[4, 128], pl.FP32], cfg: pl.Tensor[[1], pl.INT64], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]], out_rows: pl.Out[pl.Tensor[[8, 128], pl.FP32]]) -> tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[8, 128], pl.FP32]]:
        r: pl.Scalar[pl.INT64] = pl.tensor.read(cfg, [0])
        x_t: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        g_t: pl.Tile[[4, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(g, [0, 0], [4, 128], [4, 128], target_memory=pl.Mem.Vec)
        hi: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.slice(x_t, [16, 64], [0, 64])
        g_row: pl.Tile[[1, 128], pl.FP32, pl.Mem.Vec] = pl.tile.slice(g_t, [1, 128], [r, 0])
        g_row_hi: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.slice(g_row, [1, 64], [0, 64])
        scaled: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.col_expand_mul(hi, g_row_hi)
        bottom: pl.Tile[[8, 128], pl.FP32, pl.Mem.Vec] = pl.tile.slice(x_t, [8, 128], [8, 0])
        g_last: pl.Tile[[1, 128], pl.FP32, pl.Mem.Vec] = pl.tile.slice(g_t, [1, 128], [3, 0])
        shifted: pl.Tile[[8, 128], pl.FP32, pl.Mem.Vec] = pl.tile.col_expand_sub(bottom, g_last)
        unused: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec] = pl.tile.slice(x_t, [8, 64], [0, 0])
        out: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(scaled, [0, 0], out)
        out_rows: pl.Tensor[[8, 128], pl.FP32] = pl.tile.store(shifted, [0, 0], out_rows)
        return out, out_rows
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[16, 128], pl.FP32], g: pl.Tensor[[4, 128], pl.FP32], cfg: pl.Tensor[[1], pl.INT64]) -> tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[8, 128], pl.FP32]]:
        out: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.create([16, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        out_rows: pl.Tensor[[8, 128], pl.FP32] = pl.tensor.create([8, 128], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        _tuple_tmp: pl.Tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[8, 128], pl.FP32]] = self.kernel(x, g, cfg, out, out_rows)
        out: pl.Tensor[[16, 64], pl.FP32] = _tuple_tmp[0]
        out_rows: pl.Tensor[[8, 128], pl.FP32] = _tuple_tmp[1]
        return out, out_rows
