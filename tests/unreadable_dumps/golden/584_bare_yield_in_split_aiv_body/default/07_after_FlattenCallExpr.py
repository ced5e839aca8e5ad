# pypto.program: BareYieldInSplitAivBody
import pypto.language as pl

@pl.program
class BareYieldInSplitAivBody:
    @pl.function
    def main(self, a__ssa_v0: pl.Tensor[[64, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            for i__idx_v0, (acc,) in pl.range(2, init_values=(out__ssa_v0,)):
                if i__idx_v0 < 1:
                    for aiv_id__ssa_v0 in pl.split_aiv(2, mode=pl.SplitMode.UP_DOWN):
                        t__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(a__ssa_v0, [aiv_id__ssa_v0 * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
                        stored__ssa_v0: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(t__ssa_v0, [aiv_id__ssa_v0 * 32, 0], acc)
                        pl.yield_(stored__ssa_v0)
                    phi__rv_v0: pl.Tensor[[64, 64], pl.FP32] = pl.yield_(acc)
                else:
                    phi__rv_v0: pl.Tensor[[64, 64], pl.FP32] = pl.yield_(acc)
                res: pl.Tensor[[64, 64], pl.FP32] = pl.yield_(phi__rv_v0)
        return res
