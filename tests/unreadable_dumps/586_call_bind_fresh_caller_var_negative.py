# expect-error: an unannotated call result whose callee extent N is bound to the caller's pl.tensor.dim(x, 0) // 2 is typed with a fresh copy of x (the reference's substitution rebuilds a variable whose type mentions N), which ConvertToSSA leaves as it is: SSAForm fails on the copy's use of the original x
import pypto.language as pl

N = pl.dynamic("N")


@pl.program
class CallBindFreshCallerVar:
    @pl.function(type=pl.FunctionType.InCore)
    def kern(
        self,
        out: pl.Out[pl.Tensor[[N, 64], pl.FP32]],
    ) -> pl.Tensor[[N, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32] = pl.tile.full([16, 64], dtype=pl.FP32, value=1.0)
        out = pl.store(t, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Opaque)
    def run(
        self,
        x: pl.Tensor[[N, 64], pl.FP32],
    ) -> pl.Tensor[[N, 64], pl.FP32]:
        h: pl.Tensor[[N, 64], pl.FP32] = pl.create_tensor([pl.tensor.dim(x, 0) // 2, 64], dtype=pl.FP32)
        h2 = self.kern(h)
        return h2
