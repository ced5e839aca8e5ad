# An SPMD scope whose body is its own CORE_GROUP carrier bound `as tid`. The
# outlined Spmd wrapper returns the buffer it writes through (its parameter),
# and DeriveCallDirections makes that parameter InOut from the kernel the
# wrapper submits.
import pypto.language as pl


@pl.program
class SpmdCarrierTidInout:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        a: pl.Tensor[[512, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[512, 128], pl.FP32]],
    ) -> pl.Tensor[[512, 128], pl.FP32]:
        with pl.spmd(4):
            with pl.at(level=pl.Level.CORE_GROUP) as tid:
                i = pl.tile.get_block_idx()
                tl: pl.Tile[[128, 128], pl.FP32] = pl.load(a, [i * 128, 0], [128, 128])
                e: pl.Tile[[128, 128], pl.FP32] = pl.exp(tl)
                out = pl.store(e, [i * 128, 0], out)
        return out
