# pypto.program: Int32CastScope
import pypto.language as pl

@pl.program
class Int32CastScope:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(x__ssa_v0: pl.Tensor[[16, 64], pl.INT32], y__ssa_v0: pl.InOut[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        a__ssa_v0: pl.Tensor[[16, 64], pl.INT32] = pl.tensor.adds(x__ssa_v0, pl.const(3, pl.INT32))
        f__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.cast(a__ssa_v0, target_type=pl.FP32, mode='round')
        g__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.divs(f__ssa_v0, 7.0)
        y__ssa_v1: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.assemble(y__ssa_v0, g__ssa_v0, [0, 0])
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[16, 64], pl.INT32], y__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        y__ssa_v1: pl.Tensor[[16, 64], pl.FP32] = self.main_incore_0(x__ssa_v0, y__ssa_v0)
        return y__ssa_v1
