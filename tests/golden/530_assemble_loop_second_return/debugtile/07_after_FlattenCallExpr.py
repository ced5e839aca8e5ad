# pypto.program: IncoreAssembleLoopTwoReturns
import pypto.language as pl

@pl.program
class IncoreAssembleLoopTwoReturns:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x__ssa_v0: pl.Tensor[[16, 32], pl.FP32]) -> tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[16, 32], pl.FP32]]:
        buf__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.create([16, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        s__ssa_v0: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.mul(x__ssa_v0, x__ssa_v0)
        for i__idx_v0, (buf__iter_v1,) in pl.range(2, init_values=(buf__ssa_v0,)):
            chunk__ssa_v0: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.add(x__ssa_v0, s__ssa_v0)
            buf__ssa_v3: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.assemble(buf__iter_v1, chunk__ssa_v0, [0, i__idx_v0 * 32])
            buf__rv_v2: pl.Tensor[[16, 64], pl.FP32] = pl.yield_(buf__ssa_v3)
        return buf__rv_v2, s__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[16, 32], pl.FP32]) -> pl.Tensor[[16, 64], pl.FP32]:
        _tuple_tmp__ssa_v0: pl.Tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[16, 32], pl.FP32]] = self.kernel(x__ssa_v0)
        y__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = _tuple_tmp__ssa_v0[0]
        z__ssa_v0: pl.Tensor[[16, 32], pl.FP32] = _tuple_tmp__ssa_v0[1]
        return y__ssa_v0
