# A callee extent N bound to the caller's N // 2: the result type substitutes the binding into itself once more (N // 2 // 2), as the reference's substitution does.
import pypto.language as pl

N = pl.dynamic("N")


@pl.program
class CallBindDynExpr2:
    @pl.function(type=pl.FunctionType.InCore)
    def kern(
        self,
        out: pl.Out[pl.Tensor[[N, 64], pl.FP32]],
    ) -> pl.Tensor[[N, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32] = pl.tile.full([16, 64], dtype=pl.FP32, value=1.0)
        out = pl.store(t, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[N, 64], pl.FP32],
    ) -> pl.Tensor[[N, 64], pl.FP32]:
        h: pl.Tensor[[N, 64], pl.FP32] = pl.create_tensor([pl.tensor.dim(x, 0) // 2, 64], dtype=pl.FP32)
        h2 = self.kern(h)
        return h2
