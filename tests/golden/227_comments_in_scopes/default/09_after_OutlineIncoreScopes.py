# pypto.program: Commented3
import pypto.language as pl

@pl.program
class Commented3:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(blk__ssa_v0: pl.Tensor[[16, 128], pl.FP32], out__iter_v1: pl.Tensor[[64, 128], pl.FP32], r__idx_v0: pl.Scalar[pl.INDEX]) -> pl.Tensor[[64, 128], pl.FP32]:
        # exp of the block
        e__ssa_v0: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.exp(blk__ssa_v0)
        # # double hash
        # no space
        # 
        out__ssa_v3: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.assemble(out__iter_v1, e__ssa_v0, [r__idx_v0 * 16, 0])
        return out__iter_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[64, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        # loop over row blocks
        for r__idx_v0, (out__iter_v1,) in pl.range(4, init_values=(out__ssa_v0,)):
            # slice a block
            blk__ssa_v0: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.slice(a__ssa_v0, [16, 128], [r__idx_v0 * 16, 0])
            out__ssa_v3: pl.Tensor[[64, 128], pl.FP32] = self.main_incore_0(blk__ssa_v0, out__iter_v1, r__idx_v0)
            out__rv_v2: pl.Tensor[[64, 128], pl.FP32] = pl.yield_(out__ssa_v3)
        # return it
        return out__rv_v2
