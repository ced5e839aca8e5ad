# Kernel extents bound to N * 2 by the caller's tensors.
import pypto.language as pl

N = pl.dynamic("N")


@pl.program
class DynTimesTwo:
    @pl.function(type=pl.FunctionType.InCore)
    def kern(
        self,
        a: pl.Tensor[[N, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[N, 64], pl.FP32]],
    ) -> pl.Tensor[[N, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32] = pl.load(a, [0, 0], [16, 64])
        out = pl.store(pl.exp(t), [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[N, 64], pl.FP32],
    ) -> pl.Tensor[[N, 64], pl.FP32]:
        n: pl.Scalar[pl.INDEX] = pl.tensor.dim(x, 0)
        w: pl.Tensor[[N, 64], pl.FP32] = pl.create_tensor([n * 2, 64], dtype=pl.FP32)
        w2 = self.kern(w, w)
        o = self.kern(x, x)
        return o
