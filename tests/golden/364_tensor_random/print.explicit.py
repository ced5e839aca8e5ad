# pypto.program: TensorRandom
import pypto.language as pl

@pl.program
class TensorRandom:
    @pl.function
    def main(self, seed: pl.Scalar[pl.INT32], bits_out: pl.Out[pl.Tensor[[16, 64], pl.UINT32]], ints_out: pl.Out[pl.Tensor[[16, 64], pl.INT32]]) -> tuple[pl.Tensor[[16, 64], pl.UINT32], pl.Tensor[[16, 64], pl.INT32]]:
        with pl.at(level=pl.Level.CORE_GROUP):
            bits: pl.Tensor[[16, 64], pl.UINT32] = pl.tensor.random(pl.const(7, pl.INT32), seed, pl.const(0, pl.INT32), pl.const(1, pl.INT32), pl.const(2, pl.INT32), pl.const(3, pl.INT32), [16, 64], dtype=pl.UINT32, rounds=10)
            ints: pl.Tensor[[16, 64], pl.INT32] = pl.tensor.random(seed, pl.const(11, pl.INT32), pl.const(4, pl.INT32), pl.const(5, pl.INT32), pl.const(6, pl.INT32), pl.const(7, pl.INT32), [16, 64], dtype=pl.INT32, rounds=7)
            bits_out: pl.Tensor[[16, 64], pl.UINT32] = pl.tensor.assemble(bits_out, bits, [0, 0])
            ints_out: pl.Tensor[[16, 64], pl.INT32] = pl.tensor.assemble(ints_out, ints, [0, 0])
        return bits_out, ints_out
