# pypto.program: Slice3dScope
import pypto.language as pl

@pl.program
class Slice3dScope:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(x__ssa_v0: pl.Tensor[[4, 32, 64], pl.FP32], b__idx_v0: pl.Scalar[pl.INDEX], y__iter_v1: pl.Tensor[[4, 32, 64], pl.FP32]) -> pl.Tensor[[4, 32, 64], pl.FP32]:
        t__ssa_v0: pl.Tensor[[1, 32, 64], pl.FP32] = pl.tensor.slice(x__ssa_v0, [1, 32, 64], [b__idx_v0, 0, 0])
        u__ssa_v0: pl.Tensor[[1, 32, 64], pl.FP32] = pl.tensor.mul(t__ssa_v0, t__ssa_v0)
        v__ssa_v0: pl.Tensor[[1, 32, 64], pl.FP32] = pl.tensor.adds(u__ssa_v0, 1.0)
        y__ssa_v3: pl.Tensor[[4, 32, 64], pl.FP32] = pl.tensor.assemble(y__iter_v1, v__ssa_v0, [b__idx_v0, 0, 0])
        return y__iter_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[4, 32, 64], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[4, 32, 64], pl.FP32]]) -> pl.Tensor[[4, 32, 64], pl.FP32]:
        for b__idx_v0, (y__iter_v1,) in pl.range(4, init_values=(y__ssa_v0,)):
            y__ssa_v3: pl.Tensor[[4, 32, 64], pl.FP32] = self.main_incore_0(x__ssa_v0, b__idx_v0, y__iter_v1)
            y__rv_v2: pl.Tensor[[4, 32, 64], pl.FP32] = pl.yield_(y__ssa_v3)
        return y__rv_v2
