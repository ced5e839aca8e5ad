# pypto.program: TensorScatterForms
import pypto.language as pl

@pl.program
class TensorScatterForms:
    @pl.function
    def main(self, base__ssa_v0: pl.Tensor[[8, 64], pl.FP32], cols__ssa_v0: pl.Tensor[[8, 16], pl.INT32], vals__ssa_v0: pl.Tensor[[8, 16], pl.FP32], half__ssa_v0: pl.Tensor[[8, 32], pl.FP16], wide__ssa_v0: pl.Tensor[[8, 64], pl.FP16], o1__ssa_v0: pl.Out[pl.Tensor[[8, 64], pl.FP32]], o2__ssa_v0: pl.Out[pl.Tensor[[8, 64], pl.FP16]]) -> tuple[pl.Tensor[[8, 64], pl.FP32], pl.Tensor[[8, 64], pl.FP16]]:
        with pl.at(level=pl.Level.CORE_GROUP):
            upd__ssa_v0: pl.Tensor[[8, 64], pl.FP32] = pl.tensor.scatter(base__ssa_v0, cols__ssa_v0, vals__ssa_v0, dim=-1)
            upd__ssa_v1: pl.Tensor[[8, 64], pl.FP32] = pl.tensor.scatter(upd__ssa_v0, cols__ssa_v0, vals__ssa_v0, dim=1)
            spread__ssa_v0: pl.Tensor[[8, 64], pl.FP16] = pl.tensor.scatter_mask(half__ssa_v0, wide__ssa_v0, mask_pattern=1)
            o1__ssa_v1: pl.Tensor[[8, 64], pl.FP32] = pl.tensor.assemble(o1__ssa_v0, upd__ssa_v1, [0, 0])
            o2__ssa_v1: pl.Tensor[[8, 64], pl.FP16] = pl.tensor.assemble(o2__ssa_v0, spread__ssa_v0, [0, 0])
        return o1__ssa_v1, o2__ssa_v1
