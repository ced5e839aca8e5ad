# pypto.program: GatherForms
import pypto.language as pl

@pl.program
class GatherForms:
    @pl.function
    def main(self, a: pl.Tensor[[4, 32], pl.FP16], b: pl.Tensor[[8, 64], pl.FP32], keys: pl.Tensor[[8, 32], pl.FP32], thr: pl.Tensor[[1], pl.FP32], o1: pl.Out[pl.Tensor[[4, 8], pl.FP16]], o2: pl.Out[pl.Tensor[[8, 64], pl.FP32]], o3: pl.Out[pl.Tensor[[8, 4], pl.INT32]], o4: pl.Out[pl.Tensor[[1, 8], pl.UINT32]]) -> tuple[pl.Tensor[[4, 8], pl.FP16], pl.Tensor[[8, 64], pl.FP32], pl.Tensor[[8, 4], pl.INT32], pl.Tensor[[1, 8], pl.UINT32]]:
        with pl.at(level=pl.Level.CORE_GROUP):
            q: pl.Tensor[[4, 8], pl.FP16] = pl.tensor.gather_mask(a, mask_pattern=4)
            all_cols: pl.Tensor[[8, 64], pl.FP32] = pl.tensor.gather_mask(b, mask_pattern=7)
            k: pl.Scalar[pl.FP32] = pl.tensor.read(thr, [0])
            _tuple_tmp: pl.Tuple[pl.Tensor[[8, 4], pl.INT32], pl.Tensor[[1, 8], pl.UINT32]] = pl.tensor.gather_compare(keys, k, cmp_mode=5, offset=2, out_cols=4, count_dtype=pl.UINT32)
            idx: pl.Tensor[[8, 4], pl.INT32] = _tuple_tmp[0]
            cnt: pl.Tensor[[1, 8], pl.UINT32] = _tuple_tmp[1]
            o1: pl.Tensor[[4, 8], pl.FP16] = pl.tensor.assemble(o1, q, [0, 0])
            o2: pl.Tensor[[8, 64], pl.FP32] = pl.tensor.assemble(o2, all_cols, [0, 0])
            o3: pl.Tensor[[8, 4], pl.INT32] = pl.tensor.assemble(o3, idx, [0, 0])
            o4: pl.Tensor[[1, 8], pl.UINT32] = pl.tensor.assemble(o4, cnt, [0, 0])
        return o1, o2, o3, o4
