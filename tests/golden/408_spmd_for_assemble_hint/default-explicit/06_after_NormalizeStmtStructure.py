# pypto.program: SpmdForAssemble
import pypto.language as pl

@pl.program
class SpmdForAssemble:
    @pl.function
    def main(self, a__ssa_v0: pl.Tensor[[512, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[512, 128], pl.FP32]]) -> pl.Tensor[[512, 128], pl.FP32]:
        for n0__ssa_v0 in pl.spmd(4, name_hint="q_proj_spmd"):
            offset__ssa_v0: pl.Scalar[pl.INDEX] = n0__ssa_v0 * 128
            chunk__ssa_v0: pl.Tensor[[128, 128], pl.FP32] = pl.tensor.slice(a__ssa_v0, [128, 128], [offset__ssa_v0, 0])
            sq__ssa_v0: pl.Tensor[[128, 128], pl.FP32] = pl.tensor.mul(chunk__ssa_v0, chunk__ssa_v0)
            out__ssa_v1: pl.Tensor[[512, 128], pl.FP32] = pl.tensor.assemble(out__ssa_v0, sq__ssa_v0, [offset__ssa_v0, 0])
        return out__ssa_v1
