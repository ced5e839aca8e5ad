# pypto.program: ModuleConstants
import pypto.language as pl

@pl.program
class ModuleConstants:
    @pl.function
    def main(self, a: pl.Tensor[[64, 256], pl.FP32], out: pl.Out[pl.Tensor[[64, 256], pl.FP32]]) -> pl.Tensor[[64, 256], pl.FP32]:
        for i in pl.range(0, 64, 16):
            with pl.at(level=pl.Level.CORE_GROUP):
                x: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.slice(a, [16, 256], [i, 0])
                y: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.maximum(x, 9.9999999999999995e-07)
                h: pl.Tensor[[16, 256], pl.BF16] = pl.tensor.cast(y, target_type=pl.BF16, mode='round')
                z: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.cast(h, target_type=pl.FP32, mode='round')
                r: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.rsqrt(z)
                out: pl.Tensor[[64, 256], pl.FP32] = pl.tensor.assemble(out, r, [i, 0])
        return out
