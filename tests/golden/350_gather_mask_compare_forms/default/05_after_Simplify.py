# pypto.program: GatherForms
import pypto.language as pl

@pl.program
class GatherForms:
    @pl.function
    def main(self, a__ssa_v0: pl.Tensor[[4, 32], pl.FP16], b__ssa_v0: pl.Tensor[[8, 64], pl.FP32], keys__ssa_v0: pl.Tensor[[8, 32], pl.FP32], thr__ssa_v0: pl.Tensor[[1], pl.FP32], o1__ssa_v0: pl.Out[pl.Tensor[[4, 8], pl.FP16]], o2__ssa_v0: pl.Out[pl.Tensor[[8, 64], pl.FP32]], o3__ssa_v0: pl.Out[pl.Tensor[[8, 4], pl.INT32]], o4__ssa_v0: pl.Out[pl.Tensor[[1, 8], pl.UINT32]]) -> tuple[pl.Tensor[[4, 8], pl.FP16], pl.Tensor[[8, 64], pl.FP32], pl.Tensor[[8, 4], pl.INT32], pl.Tensor[[1, 8], pl.UINT32]]:
        with pl.at(level=pl.Level.CORE_GROUP):
            q__ssa_v0: pl.Tensor[[4, 8], pl.FP16] = pl.tensor.gather_mask(a__ssa_v0, mask_pattern=4)
            all_cols__ssa_v0: pl.Tensor[[8, 64], pl.FP32] = pl.tensor.gather_mask(b__ssa_v0, mask_pattern=7)
            k__ssa_v0: pl.Scalar[pl.FP32] = pl.tensor.read(thr__ssa_v0, [0])
            _tuple_tmp__ssa_v0: pl.Tuple[pl.Tensor[[8, 4], pl.INT32], pl.Tensor[[1, 8], pl.UINT32]] = pl.tensor.gather_compare(keys__ssa_v0, k__ssa_v0, cmp_mode=5, offset=2, out_cols=4, count_dtype=pl.UINT32)
            idx__ssa_v0: pl.Tensor[[8, 4], pl.INT32] = _tuple_tmp__ssa_v0[0]
            cnt__ssa_v0: pl.Tensor[[1, 8], pl.UINT32] = _tuple_tmp__ssa_v0[1]
            o1__ssa_v1: pl.Tensor[[4, 8], pl.FP16] = pl.tensor.assemble(o1__ssa_v0, q__ssa_v0, [0, 0])
            o2__ssa_v1: pl.Tensor[[8, 64], pl.FP32] = pl.tensor.assemble(o2__ssa_v0, all_cols__ssa_v0, [0, 0])
            o3__ssa_v1: pl.Tensor[[8, 4], pl.INT32] = pl.tensor.assemble(o3__ssa_v0, idx__ssa_v0, [0, 0])
            o4__ssa_v1: pl.Tensor[[1, 8], pl.UINT32] = pl.tensor.assemble(o4__ssa_v0, cnt__ssa_v0, [0, 0])
        return o1__ssa_v1, o2__ssa_v1, o3__ssa_v1, o4__ssa_v1
