# pypto.program: RopeHalves
import pypto.language as pl

@pl.program
class RopeHalves:
    @pl.function
    def main(self, x__ssa_v0: pl.Tensor[[32, 128], pl.FP32], cos__ssa_v0: pl.Tensor[[32, 64], pl.FP32], sin__ssa_v0: pl.Tensor[[32, 64], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            x1__ssa_v0: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.slice(x__ssa_v0, [32, 64], [0, 0])
            x2__ssa_v0: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.slice(x__ssa_v0, [32, 64], [0, 64])
            a__ssa_v0: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.mul(x1__ssa_v0, cos__ssa_v0)
            b__ssa_v0: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.mul(x2__ssa_v0, sin__ssa_v0)
            lo__ssa_v0: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.sub(a__ssa_v0, b__ssa_v0)
            c__ssa_v0: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.mul(x2__ssa_v0, cos__ssa_v0)
            d__ssa_v0: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.mul(x1__ssa_v0, sin__ssa_v0)
            hi__ssa_v0: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.add(c__ssa_v0, d__ssa_v0)
            y__ssa_v1: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.assemble(y__ssa_v0, lo__ssa_v0, [0, 0])
            y__ssa_v2: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.assemble(y__ssa_v1, hi__ssa_v0, [0, 64])
        return y__ssa_v2
