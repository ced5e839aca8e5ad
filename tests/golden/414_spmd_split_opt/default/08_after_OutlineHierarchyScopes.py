# pypto.program: SpmdSplit
import pypto.language as pl

@pl.program
class SpmdSplit:
    @pl.function
    def main(self, x__ssa_v0: pl.Tensor[[256, 64], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[256, 64], pl.FP32]]) -> pl.Tensor[[256, 64], pl.FP32]:
        for i__ssa_v0 in pl.spmd(4, optimizations=[pl.split(pl.SplitMode.UP_DOWN)]):
            t__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__ssa_v0 * 64, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
            r__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.relu(t__ssa_v0)
            y__ssa_v1: pl.Tensor[[256, 64], pl.FP32] = pl.tile.store(r__ssa_v0, [i__ssa_v0 * 64, 0], y__ssa_v0)
        return y__ssa_v1
