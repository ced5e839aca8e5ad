# error: 25:9: Cannot reassign 'h' with a different type: was pl.Tensor[[N // pl.const(2, pl.INDEX), 64], pl.FP32], got pl.Tensor[[N // pl.const(2, pl.INDEX) // pl.const(2, pl.INDEX), 64], pl.FP32]
# (the reference substitutes the binding N -> N // 2 into itself once more, then rejects the rebinding)
import pypto.language as pl

N = pl.dynamic("N")


@pl.program
class CallBindDynExpr:
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
        h = self.kern(h)
        return h
