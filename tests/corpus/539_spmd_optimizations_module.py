import pypto.language as pl


@pl.program
class SpmdOptimizationsModule:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, a: pl.Tensor[[512, 128], pl.FP32],
             out: pl.Out[pl.Tensor[[512, 128], pl.FP32]]) -> pl.Tensor[[512, 128], pl.FP32]:
        with pl.spmd(4, optimizations=[pl.optimizations.split(pl.SplitMode.UP_DOWN)]):
            i = pl.tile.get_block_idx()
            tl: pl.Tile[[128, 128], pl.FP32] = pl.load(a, [i * 128, 0], [128, 128])
            e: pl.Tile[[128, 128], pl.FP32] = pl.exp(tl)
            out = pl.store(e, [i * 128, 0], out)
        return out
