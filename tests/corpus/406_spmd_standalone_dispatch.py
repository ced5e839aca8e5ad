# A standalone `with pl.spmd(4, sync_start=True)` dispatching a kernel becomes a Spmd function
# carrying core_num and sync_start (OutlineClusterScopes).
import pypto.language as pl


@pl.program
class SpmdDispatch:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[64], pl.FP32],
        out: pl.Out[pl.Tensor[[64], pl.FP32]],
    ) -> pl.Tensor[[64], pl.FP32]:
        x_tile: pl.Tile[[64], pl.FP32] = pl.load(x, [0], [64])
        y_tile: pl.Tile[[64], pl.FP32] = pl.add(x_tile, x_tile)
        out: pl.Tensor[[64], pl.FP32] = pl.store(y_tile, [0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[64], pl.FP32],
        out: pl.Out[pl.Tensor[[64], pl.FP32]],
    ) -> pl.Tensor[[64], pl.FP32]:
        with pl.spmd(4, sync_start=True):
            out = self.kernel(x, out)
        return out
