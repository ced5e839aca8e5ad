# pypto.program: SortMerge
import pypto.language as pl

@pl.program
class SortMerge:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(src: pl.Tensor[[1, 256], pl.FP32], idx: pl.Tensor[[1, 256], pl.UINT32], vals_out: pl.Out[pl.Tensor[[1, 256], pl.FP32]], idx_out: pl.Out[pl.Tensor[[1, 256], pl.UINT32]]) -> tuple[pl.Tensor[[1, 256], pl.FP32], pl.Tensor[[1, 256], pl.UINT32]]:
        s: pl.Tile[[1, 256], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(src, [0, 0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
        i: pl.Tile[[1, 256], pl.UINT32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(idx, [0, 0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
        pairs: pl.Tile[[1, 512], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.sort32(s, i)
        merged: pl.Tile[[1, 512], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.mrgsort_format1(pairs, pl.const(64, pl.INT32))
        merged2: pl.Tile[[1, 512], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.mrgsort_format1(merged, pl.const(256, pl.INT32))
        v: pl.Tile[[1, 256], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.gather_mask(merged2, mask_pattern=1)
        k: pl.Tile[[1, 256], pl.UINT32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.gather_mask(merged2, mask_pattern=2, output_dtype=pl.UINT32)
        a: pl.Tensor[[1, 256], pl.FP32] = pl.tile.store(v, [0, 0], vals_out)
        b: pl.Tensor[[1, 256], pl.UINT32] = pl.tile.store(k, [0, 0], idx_out)
        return a, b
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, src: pl.Tensor[[1, 256], pl.FP32], idx: pl.Tensor[[1, 256], pl.UINT32], vals_out: pl.Out[pl.Tensor[[1, 256], pl.FP32]], idx_out: pl.Out[pl.Tensor[[1, 256], pl.UINT32]]) -> tuple[pl.Tensor[[1, 256], pl.FP32], pl.Tensor[[1, 256], pl.UINT32]]:
        _tuple_tmp: pl.Tuple[pl.Tensor[[1, 256], pl.FP32], pl.Tensor[[1, 256], pl.UINT32]] = self.kernel(src, idx, vals_out, idx_out)
        vals_out: pl.Tensor[[1, 256], pl.FP32] = _tuple_tmp[0]
        idx_out: pl.Tensor[[1, 256], pl.UINT32] = _tuple_tmp[1]
        return vals_out, idx_out
