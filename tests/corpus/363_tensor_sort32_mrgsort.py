import pypto.language as pl


@pl.program
class TensorSortMerge:
    """Tensor-level block sort, single-list merge and a two-way merge."""

    @pl.function(type=pl.FunctionType.Opaque)
    def main(
        self,
        src: pl.Tensor[[1, 256], pl.FP32],
        idx: pl.Tensor[[1, 256], pl.UINT32],
        other: pl.Tensor[[1, 512], pl.FP32],
        merged_out: pl.Out[pl.Tensor[[1, 512], pl.FP32]],
        both_out: pl.Out[pl.Tensor[[1, 1024], pl.FP32]],
    ) -> tuple[pl.Tensor[[1, 512], pl.FP32], pl.Tensor[[1, 1024], pl.FP32]]:
        with pl.at(level=pl.Level.CORE_GROUP):
            pairs = pl.tensor.sort32(src, idx)
            runs = pl.tensor.mrgsort(pairs, block_len=64)
            runs = pl.mrgsort(runs, block_len=256)
            both = pl.mrgsort(runs, other, exhausted=True)
            merged_out = pl.assemble(merged_out, runs, [0, 0])
            both_out = pl.assemble(both_out, both, [0, 0])
        return merged_out, both_out
