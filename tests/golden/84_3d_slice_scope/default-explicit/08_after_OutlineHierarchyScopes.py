# pypto.program: Slice3dScope
import pypto.language as pl

@pl.program
class Slice3dScope:
    @pl.function
    def main(self, x__ssa_v0: pl.Tensor[[4, 32, 64], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[4, 32, 64], pl.FP32]]) -> pl.Tensor[[4, 32, 64], pl.FP32]:
        for b__idx_v0, (y__iter_v1,) in pl.range(4, init_values=(y__ssa_v0,)):
            with pl.at(level=pl.Level.CORE_GROUP):
                t__ssa_v0: pl.Tensor[[1, 32, 64], pl.FP32] = pl.tensor.slice(x__ssa_v0, [1, 32, 64], [b__idx_v0, 0, 0])
                u__ssa_v0: pl.Tensor[[1, 32, 64], pl.FP32] = pl.tensor.mul(t__ssa_v0, t__ssa_v0)
                v__ssa_v0: pl.Tensor[[1, 32, 64], pl.FP32] = pl.tensor.adds(u__ssa_v0, 1.0)
                y__ssa_v3: pl.Tensor[[4, 32, 64], pl.FP32] = pl.tensor.assemble(y__iter_v1, v__ssa_v0, [b__idx_v0, 0, 0])
            y__rv_v2: pl.Tensor[[4, 32, 64], pl.FP32] = pl.yield_(y__ssa_v3)
        return y__rv_v2
