# pypto.program: ClusterSpmdInline
import pypto.language as pl

@pl.program
class ClusterSpmdInline:
    @pl.function
    def main(self, x: pl.Tensor[[256, 64], pl.FP32], y: pl.Out[pl.Tensor[[256, 64], pl.FP32]]) -> pl.Tensor[[256, 64], pl.FP32]:
        with pl.cluster():
            for i in pl.spmd(4, sync_start=True):
                t: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 64, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
                r: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t)
                y: pl.Tensor[[256, 64], pl.FP32] = pl.tile.store(r, [i * 64, 0], y)
        return y
