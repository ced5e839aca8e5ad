# pypto.program: MathScaledSoftmax
import pypto.language as pl

@pl.program
class MathScaledSoftmax:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(s__ssa_v0: pl.Tensor[[48, 64], pl.FP32], b__idx_v0: pl.Scalar[pl.INDEX], out__iter_v1: pl.Tensor[[48, 64], pl.FP32]) -> pl.Tensor[[48, 64], pl.FP32]:
        blk__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.slice(s__ssa_v0, [16, 64], [b__idx_v0 * 16, 0])
        scaled__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.muls(blk__ssa_v0, 0.18033688011112042)
        m__ssa_v0: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.row_max(scaled__ssa_v0)
        e__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.row_expand_sub(scaled__ssa_v0, m__ssa_v0)
        x__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.exp(e__ssa_v0)
        z__ssa_v0: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.row_sum(x__ssa_v0)
        p__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.row_expand_div(x__ssa_v0, z__ssa_v0)
        out__ssa_v3: pl.Tensor[[48, 64], pl.FP32] = pl.tensor.assemble(out__iter_v1, p__ssa_v0, [b__idx_v0 * 16, 0])
        return out__iter_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, s__ssa_v0: pl.Tensor[[48, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[48, 64], pl.FP32]]) -> pl.Tensor[[48, 64], pl.FP32]:
        for b__idx_v0, (out__iter_v1,) in pl.range(3, init_values=(out__ssa_v0,)):
            out__ssa_v3: pl.Tensor[[48, 64], pl.FP32] = self.main_incore_0(s__ssa_v0, b__idx_v0, out__iter_v1)
            out__rv_v2: pl.Tensor[[48, 64], pl.FP32] = pl.yield_(out__ssa_v3)
        return out__rv_v2
