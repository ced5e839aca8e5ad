# pypto.program: PipelineScopeLoop
import pypto.language as pl

@pl.program
class PipelineScopeLoop:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(y__ssa_v0: pl.Tensor[[128, 64], pl.FP32], x__ssa_v0: pl.Tensor[[128, 64], pl.FP32]) -> pl.Tensor[[128, 64], pl.FP32]:
        for r__idx_v0, (y__iter_v1,) in pl.pipeline(0, 128, 32, stage=2, init_values=(y__ssa_v0,)):
            t__ssa_v0: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.slice(x__ssa_v0, [32, 64], [r__idx_v0, 0])
            e__ssa_v0: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.exp(t__ssa_v0)
            y__ssa_v3: pl.Tensor[[128, 64], pl.FP32] = pl.tensor.assemble(y__iter_v1, e__ssa_v0, [r__idx_v0, 0])
            y__rv_v2: pl.Tensor[[128, 64], pl.FP32] = pl.yield_(y__ssa_v3)
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[128, 64], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        y__rv_v2: pl.Tensor[[128, 64], pl.FP32] = self.main_incore_0(y__ssa_v0, x__ssa_v0)
        return y__rv_v2
