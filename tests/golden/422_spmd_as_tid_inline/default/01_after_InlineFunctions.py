# pypto.program: SpmdTidInline
import pypto.language as pl

@pl.program
class SpmdTidInline:
    @pl.function
    def main(self, x: pl.Tensor[[128, 64], pl.FP32], out: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        with pl.spmd(4) as tid:
            b: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
            t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [b * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
            r: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.neg(t)
            out: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(r, [b * 32, 0], out)
        return out
