# expect-error: loop-carried valid shapes that differ from the yielded tiles; the verifier's messages print the extents as DSL expressions (pl.tensor.dim(x, 0) - 8, pl.min(k * 2, 64), (k + 1) // 2)
import pypto.language as pl

N = pl.dynamic("N")


@pl.program
class MsgExprKinds:
    @pl.function(type=pl.FunctionType.InCore)
    def kern(
        self,
        x: pl.Tensor[[N, 64], pl.FP32],
        k: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        a0: pl.Tile[[32, 64], pl.FP32] = pl.load(x, [0, 0], [32, 64], valid_shapes=[pl.tensor.dim(x, 0) - 8, pl.min(k * 2, 64)])
        b0: pl.Tile[[32, 64], pl.FP32] = pl.load(x, [0, 0], [32, 64], valid_shapes=[(k + 1) // 2, -k + 64])
        for i, (acc, bcc) in pl.range(1, 3, init_values=(a0, b0)):
            t: pl.Tile[[32, 64], pl.FP32] = pl.load(x, [i * 32, 0], [32, 64])
            a: pl.Tile[[32, 64], pl.FP32] = pl.add(t, acc)
            b: pl.Tile[[32, 64], pl.FP32] = pl.add(t, bcc)
            acc_o, bcc_o = pl.yield_(a, b)
        out = pl.store(pl.add(acc_o, bcc_o), [0, 0], out)
        return out
