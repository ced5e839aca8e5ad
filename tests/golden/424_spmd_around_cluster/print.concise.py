# pypto.program: SpmdCluster
import pypto.language as pl

@pl.program
class SpmdCluster:
    @pl.function
    def main(self, x: pl.Tensor[[256, 64], pl.FP32], y: pl.Out[pl.Tensor[[256, 64], pl.FP32]]) -> pl.Tensor[[256, 64], pl.FP32]:
        with pl.spmd(4):
            with pl.at(level=pl.Level.CORE_GROUP):
                with pl.cluster():
                    with pl.at(level=pl.Level.CORE_GROUP):
                        b: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
                        t: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [b * 64, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
                        r: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t)
                        y: pl.Tensor[[256, 64], pl.FP32] = pl.tile.store(r, [b * 64, 0], y)
        return y
