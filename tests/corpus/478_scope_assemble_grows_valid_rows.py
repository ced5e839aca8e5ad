# The same growth at tensor level in a pl.at scope: tensor.assemble at row 16 into a slice whose valid
# rows are 0..15 gives valid_shape [32, 64].
import pypto.language as pl


@pl.program
class M5:
    @pl.function
    def main(self, x: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            s = pl.tensor.slice(x, [64, 64], [0, 0], [16, 64])
            p: pl.Tensor[[16, 64], pl.FP32] = pl.slice(x, [16, 64], [16, 0])
            s2 = pl.assemble(s, p, [16, 0])
            out = pl.assemble(out, s2, [0, 0])
        return out
