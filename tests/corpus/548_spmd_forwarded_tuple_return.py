# for i in pl.spmd(...) with the assemble after the loop: the Spmd wrapper forwards its kernel's
# (index, tensor) tuple; NormalizeReturnOrder traces the tensor to the wrapper's Out parameter.
# (Assembled twice, so FuseCreateAssembleToSlice leaves the kernel's output alone.)
import pypto.language as pl


@pl.program
class SpmdTensorMixed:
    @pl.function
    def main(
        self,
        a: pl.Tensor[[256, 64], pl.FP16],
        w: pl.Tensor[[64, 64], pl.FP16],
        y: pl.Out[pl.Tensor[[256, 64], pl.FP32]],
    ) -> pl.Tensor[[256, 64], pl.FP32]:
        for i in pl.spmd(4):
            xs: pl.Tensor[[64, 64], pl.FP16] = pl.slice(a, [64, 64], [i * 64, 0])
            c: pl.Tensor[[64, 64], pl.FP32] = pl.matmul(xs, w, out_dtype=pl.FP32)
            r: pl.Tensor[[64, 64], pl.FP32] = pl.exp(c)
        y = pl.assemble(y, r, [i * 64, 0])
        y = pl.assemble(y, r, [0, 0])
        return y
