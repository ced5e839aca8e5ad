# pypto.program: MathScaledSoftmax
import pypto.language as pl

@pl.program
class MathScaledSoftmax:
    @pl.function
    def main(self, s: pl.Tensor[[48, 64], pl.FP32], out: pl.Out[pl.Tensor[[48, 64], pl.FP32]]) -> pl.Tensor[[48, 64], pl.FP32]:
        for b in pl.range(3):
            with pl.at(level=pl.Level.CORE_GROUP):
                blk: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.slice(s, [16, 64], [b * 16, 0])
                scaled: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.muls(blk, 0.18033688011112042)
                m: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.row_max(scaled)
                e: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.row_expand_sub(scaled, m)
                x: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.exp(e)
                z: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.row_sum(x)
                p: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.row_expand_div(x, z)
                out: pl.Tensor[[48, 64], pl.FP32] = pl.tensor.assemble(out, p, [b * 16, 0])
        return out
