import pypto.language as pl


@pl.program
class TensorRandom:
    """Counter-based random tensors: default dtype/rounds and explicit ones, seeds from a scalar."""

    @pl.function(type=pl.FunctionType.Opaque)
    def main(
        self,
        seed: pl.Scalar[pl.INT32],
        bits_out: pl.Out[pl.Tensor[[16, 64], pl.UINT32]],
        ints_out: pl.Out[pl.Tensor[[16, 64], pl.INT32]],
    ) -> tuple[pl.Tensor[[16, 64], pl.UINT32], pl.Tensor[[16, 64], pl.INT32]]:
        with pl.at(level=pl.Level.CORE_GROUP):
            bits = pl.tensor.random(7, seed, 0, 1, 2, 3, [16, 64])
            ints = pl.random(seed, 11, 4, 5, 6, 7, [16, 64], dtype=pl.INT32, rounds=7)
            bits_out = pl.assemble(bits_out, bits, [0, 0])
            ints_out = pl.assemble(ints_out, ints, [0, 0])
        return bits_out, ints_out
