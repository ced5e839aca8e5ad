# pypto.program: SpmdPred
import pypto.language as pl

@pl.program
class SpmdPred:
    @pl.function
    def main(self, x: pl.Tensor[[128, 64], pl.FP32], g: pl.Tensor[[4, 4], pl.INT32], y: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        for i in pl.spmd(4, predicate=(pl.cast(pl.tensor.read(g, [0, 0]), pl.INDEX) > 0)):
            t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
            y: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(t, [i * 32, 0], y)
        return y
