# pypto.program: UnaryMathScope
import pypto.language as pl

@pl.program
class UnaryMathScope:
    @pl.function
    def main(self, x__ssa_v0: pl.Tensor[[32, 128], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            a__ssa_v0: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.abs(x__ssa_v0)
            b__ssa_v0: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.adds(a__ssa_v0, 1.0)
            c__ssa_v0: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.log(b__ssa_v0)
            d__ssa_v0: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.sqrt(c__ssa_v0)
            e__ssa_v0: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.neg(d__ssa_v0)
            f__ssa_v0: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.exp(e__ssa_v0)
            g__ssa_v0: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.recip(b__ssa_v0)
            h__ssa_v0: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.mul(f__ssa_v0, g__ssa_v0)
            k__ssa_v0: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.subs(h__ssa_v0, 0.5)
            m__ssa_v0: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.div(k__ssa_v0, b__ssa_v0)
            y__ssa_v1: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.assemble(y__ssa_v0, m__ssa_v0, [0, 0])
        return y__ssa_v1
