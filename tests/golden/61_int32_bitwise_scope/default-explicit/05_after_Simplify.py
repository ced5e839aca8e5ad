# pypto.program: Int32ScopeOps
import pypto.language as pl

@pl.program
class Int32ScopeOps:
    @pl.function
    def main(self, a__ssa_v0: pl.Tensor[[32, 64], pl.INT32], b__ssa_v0: pl.Tensor[[32, 64], pl.INT32], y__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.INT32]]) -> pl.Tensor[[32, 64], pl.INT32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            s__ssa_v0: pl.Tensor[[32, 64], pl.INT32] = pl.tensor.add(a__ssa_v0, b__ssa_v0)
            m__ssa_v0: pl.Tensor[[32, 64], pl.INT32] = pl.tensor.muls(s__ssa_v0, pl.const(3, pl.INT32))
            c__ssa_v0: pl.Tensor[[32, 64], pl.INT32] = pl.tensor.sub(m__ssa_v0, a__ssa_v0)
            y__ssa_v1: pl.Tensor[[32, 64], pl.INT32] = pl.tensor.assemble(y__ssa_v0, c__ssa_v0, [0, 0])
        return y__ssa_v1
