# pypto.program: Commented3
import pypto.language as pl

@pl.program
class Commented3:
    @pl.function
    def main(self, a__ssa_v0: pl.Tensor[[64, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        # loop over row blocks
        for r__idx_v0, (out__iter_v1,) in pl.range(4, init_values=(out__ssa_v0,)):
            # slice a block
            blk__ssa_v0: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.slice(a__ssa_v0, [16, 128], [r__idx_v0 * 16, 0])
            with pl.at(level=pl.Level.CORE_GROUP):
                # exp of the block
                e__ssa_v0: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.exp(blk__ssa_v0)
                # # double hash
                # no space
                # 
                out__ssa_v3: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.assemble(out__iter_v1, e__ssa_v0, [r__idx_v0 * 16, 0])
            out__rv_v2: pl.Tensor[[64, 128], pl.FP32] = pl.yield_(out__ssa_v3)
        # return it
        return out__rv_v2
