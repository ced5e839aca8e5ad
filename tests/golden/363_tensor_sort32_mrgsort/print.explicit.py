# pypto.program: TensorSortMerge
import pypto.language as pl

@pl.program
class TensorSortMerge:
    @pl.function
    def main(self, src: pl.Tensor[[1, 256], pl.FP32], idx: pl.Tensor[[1, 256], pl.UINT32], other: pl.Tensor[[1, 512], pl.FP32], merged_out: pl.Out[pl.Tensor[[1, 512], pl.FP32]], both_out: pl.Out[pl.Tensor[[1, 1024], pl.FP32]]) -> tuple[pl.Tensor[[1, 512], pl.FP32], pl.Tensor[[1, 1024], pl.FP32]]:
        with pl.at(level=pl.Level.CORE_GROUP):
            pairs: pl.Tensor[[1, 512], pl.FP32] = pl.tensor.sort32(src, idx)
            runs: pl.Tensor[[1, 512], pl.FP32] = pl.tensor.mrgsort_format1(pairs, pl.const(64, pl.INT32))
            runs: pl.Tensor[[1, 512], pl.FP32] = pl.tensor.mrgsort_format1(runs, pl.const(256, pl.INT32))
            both: pl.Tensor[[1, 1024], pl.FP32] = pl.tensor.mrgsort_format2(runs, other, exhausted=True)
            merged_out: pl.Tensor[[1, 512], pl.FP32] = pl.tensor.assemble(merged_out, runs, [0, 0])
            both_out: pl.Tensor[[1, 1024], pl.FP32] = pl.tensor.assemble(both_out, both, [0, 0])
        return merged_out, both_out
