# pypto.program: SoftmaxTwoPass
import pypto.language as pl

@pl.program
class SoftmaxTwoPass:
    @pl.function
    def main(self, x__ssa_v0: pl.Tensor[[16, 512], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[16, 512], pl.FP32]]) -> pl.Tensor[[16, 512], pl.FP32]:
        mx__ssa_v0: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.create([16, 1], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        with pl.at(level=pl.Level.CORE_GROUP):
            m__ssa_v0: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.row_max(x__ssa_v0)
            mx__ssa_v1: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.assemble(mx__ssa_v0, m__ssa_v0, [0, 0])
        for cb__idx_v0, (y__iter_v1,) in pl.range(4, init_values=(y__ssa_v0,)):
            with pl.at(level=pl.Level.CORE_GROUP):
                xs__ssa_v0: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.slice(x__ssa_v0, [16, 128], [0, cb__idx_v0 * 128])
                d__ssa_v0: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.row_expand_sub(xs__ssa_v0, mx__ssa_v1)
                e__ssa_v0: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.exp(d__ssa_v0)
                y__ssa_v3: pl.Tensor[[16, 512], pl.FP32] = pl.tensor.assemble(y__iter_v1, e__ssa_v0, [0, cb__idx_v0 * 128])
            y__rv_v2: pl.Tensor[[16, 512], pl.FP32] = pl.yield_(y__ssa_v3)
        return y__rv_v2
