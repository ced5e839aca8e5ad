# pypto.program: SpmdValueAfter
import pypto.language as pl

@pl.program
class SpmdValueAfter:
    @pl.function
    def main(self, x__ssa_v0: pl.Tensor[[256, 64], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[256, 64], pl.FP32]]) -> pl.Tensor[[256, 64], pl.FP32]:
        for i__ssa_v0 in pl.spmd(4):
            t__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__ssa_v0 * 64, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
            r__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t__ssa_v0)
            y__ssa_v1: pl.Tensor[[256, 64], pl.FP32] = pl.tile.store(r__ssa_v0, [i__ssa_v0 * 64, 0], y__ssa_v0)
        z__ssa_v0: pl.Tensor[[256, 64], pl.FP32] = pl.tensor.add(y__ssa_v1, x__ssa_v0)
        return z__ssa_v0
