# Rebinding g: [32, 64] to a call result typed [64 // 2, 64]: the extents are compared simplified.
import pypto.language as pl

N = pl.dynamic("N")


@pl.program
class ReassignConstExprDim:
    @pl.function(type=pl.FunctionType.InCore)
    def pool(
        self,
        a: pl.Tensor[[N, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[N // 2, 64], pl.FP32]],
    ) -> pl.Tensor[[N // 2, 64], pl.FP32]:
        t0: pl.Tile[[16, 64], pl.FP32] = pl.load(a, [0, 0], [16, 64])
        out = pl.store(t0, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        y: pl.Tensor[[64, 64], pl.FP32],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        g: pl.Tensor[[32, 64], pl.FP32] = pl.create_tensor([32, 64], dtype=pl.FP32)
        g = self.pool(y, g)
        return g
