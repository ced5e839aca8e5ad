# pypto.program: NestedLoopTensorCarryNegative
import pypto.language as pl

@pl.program
class NestedLoopTensorCarryNegative:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel(x__ssa_v0: pl.Tensor[[16, 64], pl.FP32]) -> pl.Tensor[[16, 64], pl.FP32]:
        for i__idx_v0, (outer,) in pl.range(2, init_values=(x__ssa_v0,)):
            for j__idx_v0, (inner,) in pl.range(3, init_values=(outer,)):
                y__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.add(inner, inner)
                inner_next: pl.Tensor[[16, 64], pl.FP32] = pl.yield_(y__ssa_v0)
            outer_next: pl.Tensor[[16, 64], pl.FP32] = pl.yield_(inner_next)
        return x__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[16, 64], pl.FP32]) -> pl.Tensor[[16, 64], pl.FP32]:
        r__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = self.kernel(x__ssa_v0)
        return r__ssa_v0
