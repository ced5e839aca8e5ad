# `for i in pl.spmd(4)`: the body is an InCore kernel whose first statement binds the block
# index; the kernel is outlined first, then its Spmd wrapper.
import pypto.language as pl


@pl.program
class SpmdForStore:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        a: pl.Tensor[[512, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[512, 128], pl.FP32]],
    ) -> pl.Tensor[[512, 128], pl.FP32]:
        for i in pl.spmd(4):
            offset = i * 128
            tile_a: pl.Tile[[128, 128], pl.FP32] = pl.load(a, [offset, 0], [128, 128])
            tile_b: pl.Tile[[128, 128], pl.FP32] = pl.exp(tile_a)
            out = pl.store(tile_b, [offset, 0], out)
        return out
