# pypto.program: CastFp16Bf16Scope
import pypto.language as pl

@pl.program
class CastFp16Bf16Scope:
    @pl.function
    def main(self, x: pl.Tensor[[32, 128], pl.FP16], y: pl.Out[pl.Tensor[[32, 128], pl.BF16]]) -> pl.Tensor[[32, 128], pl.BF16]:
        with pl.at(level=pl.Level.CORE_GROUP):
            f: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.cast(x, target_type=pl.FP32, mode='round')
            g: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.muls(f, 0.5)
            h: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.adds(g, 2.0)
            b: pl.Tensor[[32, 128], pl.BF16] = pl.tensor.cast(h, target_type=pl.BF16, mode='round')
            y: pl.Tensor[[32, 128], pl.BF16] = pl.tensor.assemble(y, b, [0, 0])
        return y
