# pypto.program: SplitAivScopeRows
import pypto.language as pl

@pl.program
class SplitAivScopeRows:
    @pl.function
    def main(self, x__ssa_v0: pl.Tensor[[128, 64], pl.FP32], bias__ssa_v0: pl.Tensor[[128, 64], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            for lane__ssa_v0 in pl.split_aiv(2, mode=pl.SplitMode.UP_DOWN):
                t__ssa_v0: pl.Tile[[128, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [128, 64], [128, 64], target_memory=pl.Mem.Vec)
                b__ssa_v0: pl.Tile[[128, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(bias__ssa_v0, [0, 0], [128, 64], [128, 64], target_memory=pl.Mem.Vec)
                s__ssa_v0: pl.Tile[[128, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(t__ssa_v0, b__ssa_v0)
                t__tmp_v0: pl.Tile[[128, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(s__ssa_v0)
                y__ssa_v1: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(t__tmp_v0, [0, 0], y__ssa_v0)
        return y__ssa_v1
