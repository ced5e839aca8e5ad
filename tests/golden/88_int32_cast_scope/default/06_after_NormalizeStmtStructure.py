# pypto.program: Int32CastScope
import pypto.language as pl

@pl.program
class Int32CastScope:
    @pl.function
    def main(self, x__ssa_v0: pl.Tensor[[16, 64], pl.INT32], y__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            a__ssa_v0: pl.Tensor[[16, 64], pl.INT32] = pl.tensor.adds(x__ssa_v0, pl.const(3, pl.INT32))
            f__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.cast(a__ssa_v0, target_type=pl.FP32, mode='round')
            g__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.divs(f__ssa_v0, 7.0)
            y__ssa_v1: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.assemble(y__ssa_v0, g__ssa_v0, [0, 0])
        return y__ssa_v1
