# valid_shapes with a call inside pl.min: FlattenCallExpr hoists it from every type that repeats it.
import pypto.language as pl

M = pl.dynamic("M")


@pl.program
class ValidMinDim:
    @pl.function(type=pl.FunctionType.InCore)
    def kern(self, x: pl.Tensor[[M, 64], pl.FP32], r0: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[M, 64], pl.FP32]]) -> pl.Tensor[[M, 64], pl.FP32]:
        t: pl.Tile[[32, 64], pl.FP32] = pl.load(x, [r0, 0], [32, 64], valid_shapes=[pl.min(pl.tensor.dim(x, 0) - r0, 32), 64])
        u = pl.exp(t)
        w = pl.add(u, t)
        out = pl.store(w, [r0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[M, 64], pl.FP32]) -> pl.Tensor[[M, 64], pl.FP32]:
        out = pl.create_tensor([M, 64], dtype=pl.FP32)
        n = pl.tensor.dim(x, 0)
        for i in pl.range(0, n, 32):
            out = self.kern(x, i, out)
        return out
