# pypto.program: SetValidshapeScope
import pypto.language as pl

@pl.program
class SetValidshapeScope:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(x__ssa_v0: pl.Tensor[[16, 64], pl.FP32], y__ssa_v0: pl.InOut[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        e__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.exp(x__ssa_v0)
        v__ssa_v0: pl.Tensor[[16, 64], pl.FP32, pl.TensorView(valid_shape=[8, 48], stride=[], layout=pl.TensorLayout.ND)] = pl.tensor.set_validshape(e__ssa_v0, 8, 48)
        f__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.fillpad(v__ssa_v0, pad_value=pl.PadValue.zero)
        cs__ssa_v0: pl.Tensor[[1, 64], pl.FP32] = pl.tensor.col_sum(f__ssa_v0)
        r__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.col_expand_sub(f__ssa_v0, cs__ssa_v0)
        y__ssa_v1: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.assemble(y__ssa_v0, r__ssa_v0, [0, 0])
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[16, 64], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        y__ssa_v1: pl.Tensor[[16, 64], pl.FP32] = self.main_incore_0(x__ssa_v0, y__ssa_v0)
        return y__ssa_v1
