# A pl.spmd directly inside a cluster: no Spmd function, the Group takes core_num (and no
# sync_start attribute when it is false).
import pypto.language as pl


@pl.program
class ClusterSpmd:
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
        with pl.cluster():
            with pl.spmd(8):
                out = self.kernel(x, out)
        return out
