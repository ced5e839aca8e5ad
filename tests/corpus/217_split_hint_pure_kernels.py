# pl.split hints on scopes whose kernels are pure vector or pure cube: the
# reference's LowerAutoVectorSplit only rewrites mixed kernels, and
# ExpandMixedKernel drops the hint when it retypes a pure kernel to AIV or AIC.
import pypto.language as pl


@pl.program
class SplitHintPureKernels:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[64, 128], pl.FP32],
        a: pl.Tensor[[64, 64], pl.FP16],
        b: pl.Tensor[[64, 128], pl.FP16],
        y: pl.Out[pl.Tensor[[64, 128], pl.FP32]],
        z: pl.Out[pl.Tensor[[64, 128], pl.FP32]],
    ) -> pl.Tensor[[64, 128], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP, optimizations=[pl.split(pl.SplitMode.UP_DOWN)]):
            e: pl.Tensor[[64, 128], pl.FP32] = pl.exp(x)
            s: pl.Tensor[[64, 128], pl.FP32] = pl.add(e, x)
            y = pl.assemble(y, s, [0, 0])
        with pl.at(level=pl.Level.CORE_GROUP, optimizations=[pl.split(pl.SplitMode.LEFT_RIGHT)]):
            p: pl.Tensor[[64, 128], pl.FP32] = pl.matmul(a, b, out_dtype=pl.FP32)
            z = pl.assemble(z, p, [0, 0])
        return y
