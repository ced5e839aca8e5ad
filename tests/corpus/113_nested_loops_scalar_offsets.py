import pypto.language as pl


@pl.program
class NestedLoopsScalarOffsets:
    @pl.function(type=pl.FunctionType.InCore)
    def tile_add(
        self,
        a: pl.Tensor[[64, 128], pl.FP32],
        b: pl.Tensor[[64, 128], pl.FP32],
        r: pl.Scalar[pl.INDEX],
        c: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[64, 128], pl.FP32]],
    ) -> pl.Tensor[[64, 128], pl.FP32]:
        ta: pl.Tile[[16, 64], pl.FP32] = pl.load(a, [r, c], [16, 64])
        tb: pl.Tile[[16, 64], pl.FP32] = pl.load(b, [r, c], [16, 64])
        s: pl.Tile[[16, 64], pl.FP32] = pl.add(ta, tb)
        out = pl.store(s, [r, c], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        a: pl.Tensor[[64, 128], pl.FP32],
        b: pl.Tensor[[64, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[64, 128], pl.FP32]],
    ) -> pl.Tensor[[64, 128], pl.FP32]:
        for i in pl.range(4):
            for j in pl.range(2):
                out = self.tile_add(a, b, i * 16, j * 64, out)
        return out
