# expect-error: FlattenTileNdTo2D appends the partition shape to a tile.store into a rank-3 tensor that already names its shapes; the five-operand store is rejected
import pypto.language as pl


@pl.program
class StorePartitionShapeNegative:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[2, 8, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[2, 8, 64], pl.FP32]],
    ) -> pl.Tensor[[2, 8, 64], pl.FP32]:
        t: pl.Tile[[2, 8, 64], pl.FP32] = pl.tile.load(x, [0, 0, 0], [2, 8, 64])
        u: pl.Tile[[2, 8, 64], pl.FP32] = pl.tile.exp(t)
        r: pl.Tensor[[2, 8, 64], pl.FP32] = pl.tile.store(u, [0, 0, 0], out, [2, 8, 64])
        return r

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[2, 8, 64], pl.FP32]) -> pl.Tensor[[2, 8, 64], pl.FP32]:
        out: pl.Tensor[[2, 8, 64], pl.FP32] = pl.create_tensor([2, 8, 64], dtype=pl.FP32)
        r: pl.Tensor[[2, 8, 64], pl.FP32] = self.kernel(x, out)
        return r
