import pypto.language as pl


@pl.program
class SpmdKernelCall:
    @pl.function(type=pl.FunctionType.InCore)
    def blk(
        self,
        x: pl.Tensor[[256, 128], pl.FP32],
        y: pl.Out[pl.Tensor[[256, 128], pl.FP32]],
    ) -> pl.Tensor[[256, 128], pl.FP32]:
        b: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        t: pl.Tile[[32, 128], pl.FP32] = pl.load(x, [b * 32, 0], [32, 128])
        s: pl.Tile[[32, 128], pl.FP32] = pl.mul(t, t)
        yd: pl.Tensor[[256, 128], pl.FP32] = pl.store(s, [b * 32, 0], y)
        return yd

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[256, 128], pl.FP32],
        y: pl.Out[pl.Tensor[[256, 128], pl.FP32]],
    ) -> pl.Tensor[[256, 128], pl.FP32]:
        with pl.spmd(8):
            y = self.blk(x, y)
        return y
