import pypto.language as pl


@pl.program
class NestedTileLoops:
    @pl.function(type=pl.FunctionType.InCore)
    def scale_blocks(
        self,
        x: pl.Tensor[[64, 256], pl.FP32],
        s: pl.Scalar[pl.FP32],
        out: pl.Out[pl.Tensor[[64, 256], pl.FP32]],
    ) -> pl.Tensor[[64, 256], pl.FP32]:
        for i in pl.range(4):
            for j in pl.range(2):
                t: pl.Tile[[16, 128], pl.FP32] = pl.load(x, [i * 16, j * 128], [16, 128])
                u: pl.Tile[[16, 128], pl.FP32] = pl.mul(t, s)
                out = pl.store(u, [i * 16, j * 128], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[64, 256], pl.FP32],
        s: pl.Scalar[pl.FP32],
        out: pl.Out[pl.Tensor[[64, 256], pl.FP32]],
    ) -> pl.Tensor[[64, 256], pl.FP32]:
        out = self.scale_blocks(x, s, out)
        return out
