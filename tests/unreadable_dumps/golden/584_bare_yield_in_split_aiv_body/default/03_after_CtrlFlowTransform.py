# pypto.program: BareYieldInSplitAivBody
import pypto.language as pl

@pl.program
class BareYieldInSplitAivBody:
    @pl.function
    def main(self, a: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            for i, (acc,) in pl.range(2, init_values=(out,)):
                if i < 1:
                    for aiv_id in pl.split_aiv(2, mode=pl.SplitMode.UP_DOWN):
                        t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [aiv_id * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
                        stored: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(t, [aiv_id * 32, 0], acc)
                        pl.yield_(stored)
                    phi: pl.Tensor[[64, 64], pl.FP32] = pl.yield_(acc)
                else:
                    phi: pl.Tensor[[64, 64], pl.FP32] = pl.yield_(acc)
                res: pl.Tensor[[64, 64], pl.FP32] = pl.yield_(phi)
        return res
