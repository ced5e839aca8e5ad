# pypto.program: Partial3DScope
import pypto.language as pl

@pl.program
class Partial3DScope:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(x__ssa_v0: pl.Tensor[[4, 16, 64], pl.FP32], rows__ssa_v0: pl.Scalar[pl.INDEX], y__ssa_v0: pl.InOut[pl.Tensor[[4, 16, 64], pl.FP32]]) -> pl.Tensor[[4, 16, 64], pl.FP32]:
        part__ssa_v0: pl.Tensor[[2, 16, 64], pl.FP32, pl.TensorView(valid_shape=[2, rows__ssa_v0, 64], stride=[], layout=pl.TensorLayout.ND)] = pl.tensor.slice(x__ssa_v0, [2, 16, 64], [0, 0, 0], [2, rows__ssa_v0, 64])
        sq__ssa_v0: pl.Tensor[[2, 16, 64], pl.FP32] = pl.tensor.mul(part__ssa_v0, part__ssa_v0)
        act__ssa_v0: pl.Tensor[[2, 16, 64], pl.FP32] = pl.tensor.exp(sq__ssa_v0)
        y__ssa_v1: pl.Tensor[[4, 16, 64], pl.FP32] = pl.tensor.assemble(y__ssa_v0, act__ssa_v0, [2, 0, 0])
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[4, 16, 64], pl.FP32], rows__ssa_v0: pl.Scalar[pl.INDEX], y__ssa_v0: pl.Out[pl.Tensor[[4, 16, 64], pl.FP32]]) -> pl.Tensor[[4, 16, 64], pl.FP32]:
        y__ssa_v1: pl.Tensor[[4, 16, 64], pl.FP32] = self.main_incore_0(x__ssa_v0, rows__ssa_v0, y__ssa_v0)
        return y__ssa_v1
