import pypto.language as pl


@pl.program
class UnrollTileKernel:
    @pl.function(type=pl.FunctionType.InCore)
    def shift_bands(
        self,
        x: pl.Tensor[[64, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[64, 128], pl.FP32]],
    ) -> pl.Tensor[[64, 128], pl.FP32]:
        for i in pl.unroll(4):
            band: pl.Tile[[16, 128], pl.FP32] = pl.load(x, [i * 16, 0], [16, 128])
            moved: pl.Tile[[16, 128], pl.FP32] = pl.sub(band, 3.0)
            out = pl.store(moved, [i * 16, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[64, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[64, 128], pl.FP32]],
    ) -> pl.Tensor[[64, 128], pl.FP32]:
        out = self.shift_bands(x, out)
        return out
