# pypto.program: ScopeTwoLoopsCarry
import pypto.language as pl

@pl.program
class ScopeTwoLoopsCarry:
    @pl.function
    def main(self, a__ssa_v0: pl.Tensor[[32, 64], pl.FP32], b__ssa_v0: pl.Tensor[[32, 64], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            acc__ssa_v0: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.muls(a__ssa_v0, 0.0)
            for i__idx_v0, (acc__iter_v1,) in pl.range(3, init_values=(acc__ssa_v0,)):
                acc__ssa_v3: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.add(acc__iter_v1, a__ssa_v0)
                acc__rv_v2: pl.Tensor[[32, 64], pl.FP32] = pl.yield_(acc__ssa_v3)
            for j__idx_v0, (acc__iter_v4,) in pl.range(2, init_values=(acc__rv_v2,)):
                acc__ssa_v6: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.sub(acc__iter_v4, b__ssa_v0)
                acc__rv_v5: pl.Tensor[[32, 64], pl.FP32] = pl.yield_(acc__ssa_v6)
            y__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.assemble(y__ssa_v0, acc__rv_v5, [0, 0])
        return y__ssa_v1
