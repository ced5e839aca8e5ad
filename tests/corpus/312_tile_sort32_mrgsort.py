import pypto.language as pl


@pl.program
class SortMerge:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        src: pl.Tensor[[1, 256], pl.FP32],
        idx: pl.Tensor[[1, 256], pl.UINT32],
        vals_out: pl.Out[pl.Tensor[[1, 256], pl.FP32]],
        idx_out: pl.Out[pl.Tensor[[1, 256], pl.UINT32]],
    ) -> tuple[pl.Tensor[[1, 256], pl.FP32], pl.Tensor[[1, 256], pl.UINT32]]:
        s: pl.Tile[[1, 256], pl.FP32] = pl.load(src, [0, 0], [1, 256])
        i: pl.Tile[[1, 256], pl.UINT32] = pl.load(idx, [0, 0], [1, 256])
        pairs: pl.Tile[[1, 512], pl.FP32] = pl.tile.sort32(s, i)
        merged = pl.tile.mrgsort(pairs, block_len=64)
        merged2 = pl.tile.mrgsort(merged, block_len=256)
        v = pl.tile.gather_mask(merged2, mask_pattern=pl.tile.MaskPattern.P0101)
        k = pl.tile.gather_mask(merged2, mask_pattern=pl.tile.MaskPattern.P1010, output_dtype=pl.UINT32)
        a = pl.store(v, [0, 0], vals_out)
        b = pl.store(k, [0, 0], idx_out)
        return a, b

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        src: pl.Tensor[[1, 256], pl.FP32],
        idx: pl.Tensor[[1, 256], pl.UINT32],
        vals_out: pl.Out[pl.Tensor[[1, 256], pl.FP32]],
        idx_out: pl.Out[pl.Tensor[[1, 256], pl.UINT32]],
    ) -> tuple[pl.Tensor[[1, 256], pl.FP32], pl.Tensor[[1, 256], pl.UINT32]]:
        vals_out, idx_out = self.kernel(src, idx, vals_out, idx_out)
        return vals_out, idx_out
