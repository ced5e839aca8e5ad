# Tensor ops (slice, matmul, assemble) in a loop-form body, converted to tile ops in the kernel.
import pypto.language as pl


@pl.program
class SpmdTensorOps:
    @pl.function(type=pl.FunctionType.Opaque)
    def main(
        self,
        x: pl.Tensor[[256, 64], pl.FP32],
        w: pl.Tensor[[64, 64], pl.FP32],
        y: pl.Out[pl.Tensor[[256, 64], pl.FP32]],
    ) -> pl.Tensor[[256, 64], pl.FP32]:
        for b in pl.spmd(4, name_hint="mm_spmd"):
            xs: pl.Tensor[[64, 64], pl.FP32] = pl.slice(x, [64, 64], [b * 64, 0])
            acc: pl.Tensor[[64, 64], pl.FP32] = pl.matmul(xs, w)
            y = pl.assemble(y, acc, [b * 64, 0])
        return y
