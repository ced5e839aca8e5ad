# pypto.program: TensorRandom
import pypto.language as pl

@pl.program
class TensorRandom:
    @pl.function
    def main(self, seed__ssa_v0: pl.Scalar[pl.INT32], bits_out__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.UINT32]], ints_out__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.INT32]]) -> tuple[pl.Tensor[[16, 64], pl.UINT32], pl.Tensor[[16, 64], pl.INT32]]:
        with pl.at(level=pl.Level.CORE_GROUP):
            bits__ssa_v0: pl.Tensor[[16, 64], pl.UINT32] = pl.tensor.random(pl.const(7, pl.INT32), seed__ssa_v0, pl.const(0, pl.INT32), pl.const(1, pl.INT32), pl.const(2, pl.INT32), pl.const(3, pl.INT32), [16, 64], dtype=pl.UINT32, rounds=10)
            ints__ssa_v0: pl.Tensor[[16, 64], pl.INT32] = pl.tensor.random(seed__ssa_v0, pl.const(11, pl.INT32), pl.const(4, pl.INT32), pl.const(5, pl.INT32), pl.const(6, pl.INT32), pl.const(7, pl.INT32), [16, 64], dtype=pl.INT32, rounds=7)
            bits_out__ssa_v1: pl.Tensor[[16, 64], pl.UINT32] = pl.tensor.assemble(bits_out__ssa_v0, bits__ssa_v0, [0, 0])
            ints_out__ssa_v1: pl.Tensor[[16, 64], pl.INT32] = pl.tensor.assemble(ints_out__ssa_v0, ints__ssa_v0, [0, 0])
        return bits_out__ssa_v1, ints_out__ssa_v1
