# A matmul inside an if reuses the Left/Right moves made before the if
# (InferTileMemorySpace: a nested statement list sees its enclosing list's moves).
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def main(self, a: pl.Tensor[[16, 64], pl.BF16], b: pl.Tensor[[64, 64], pl.BF16], cond: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        sa = pl.load(a, [0, 0], [16, 64], target_memory=pl.MemorySpace.Mat)
        sb = pl.load(b, [0, 0], [64, 64], target_memory=pl.MemorySpace.Mat)
        prev = pl.matmul(sa, sb)
        if cond < 1:
            c = pl.matmul(sa, sb)
            phi = pl.yield_(c)
        else:
            phi = pl.yield_(prev)
        out = pl.store(phi, [0, 0], out)
        return out
