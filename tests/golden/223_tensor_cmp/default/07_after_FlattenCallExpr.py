# pypto.program: TensorCmp
import pypto.language as pl

@pl.program
class TensorCmp:
    @pl.function
    def main(self, x__ssa_v0: pl.Tensor[[32, 128], pl.FP32], y__ssa_v0: pl.Tensor[[32, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            pos__ssa_v0: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.cmp(x__ssa_v0, 0.0, cmp_type=4)
            ge__ssa_v0: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.cmp(x__ssa_v0, y__ssa_v0, cmp_type=5)
            m__ssa_v0: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.mul(pos__ssa_v0, ge__ssa_v0)
            r__ssa_v0: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.mul(x__ssa_v0, m__ssa_v0)
            out__ssa_v1: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.assemble(out__ssa_v0, r__ssa_v0, [0, 0])
        return out__ssa_v1
