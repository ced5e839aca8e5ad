# pypto.program: TensorCmp
import pypto.language as pl

@pl.program
class TensorCmp:
    @pl.function
    def main(self, x: pl.Tensor[[32, 128], pl.FP32], y: pl.Tensor[[32, 128], pl.FP32], out: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            pos: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.cmp(x, 0.0, cmp_type=4)
            ge: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.cmp(x, y, cmp_type=5)
            m: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.mul(pos, ge)
            r: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.mul(x, m)
            out: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.assemble(out, r, [0, 0])
        return out
