# pypto.program: IfElseInScope
import pypto.language as pl

@pl.program
class IfElseInScope:
    @pl.function
    def main(self, x__ssa_v0: pl.Tensor[[64, 64], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        for i__idx_v0, (y__iter_v1,) in pl.range(2, init_values=(y__ssa_v0,)):
            with pl.at(level=pl.Level.CORE_GROUP):
                t__ssa_v0: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.slice(x__ssa_v0, [32, 64], [i__idx_v0 * 32, 0])
                if i__idx_v0 == 0:
                    u__ssa_v0: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.muls(t__ssa_v0, 2.0)
                    y__ssa_v3: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.assemble(y__iter_v1, u__ssa_v0, [0, 0])
                    y__phi_v5: pl.Tensor[[64, 64], pl.FP32] = pl.yield_(y__ssa_v3)
                else:
                    w__ssa_v0: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.subs(t__ssa_v0, 2.0)
                    y__ssa_v4: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.assemble(y__iter_v1, w__ssa_v0, [32, 0])
                    y__phi_v5: pl.Tensor[[64, 64], pl.FP32] = pl.yield_(y__ssa_v4)
            y__rv_v2: pl.Tensor[[64, 64], pl.FP32] = pl.yield_(y__phi_v5)
        return y__rv_v2
