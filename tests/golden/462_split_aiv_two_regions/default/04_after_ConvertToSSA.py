# pypto.program: SplitAivTwoRegions
import pypto.language as pl

@pl.program
class SplitAivTwoRegions:
    @pl.function
    def main(self, x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]], z__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> tuple[pl.Tensor[[64, 128], pl.FP32], pl.Tensor[[64, 128], pl.FP32]]:
        with pl.at(level=pl.Level.CORE_GROUP):
            for lane__ssa_v0 in pl.split_aiv(2, mode=pl.SplitMode.UP_DOWN):
                t__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
                y__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(pl.tile.muls(t__ssa_v0, 2.0), [0, 0], y__ssa_v0)
            for half__ssa_v0 in pl.split_aiv(2, mode=pl.SplitMode.LEFT_RIGHT):
                u__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
                z__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(pl.tile.abs(u__ssa_v0), [0, 0], z__ssa_v0)
        return y__ssa_v1, z__ssa_v1
