import pypto.language as pl


@pl.program
class OrchTwoStageChain:
    @pl.function(type=pl.FunctionType.InCore)
    def scale_rows(
        self,
        x: pl.Tensor[[64, 128], pl.FP32],
        row: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[64, 128], pl.FP32]],
    ) -> pl.Tensor[[64, 128], pl.FP32]:
        t: pl.Tile[[16, 128], pl.FP32] = pl.load(x, [row, 0], [16, 128])
        s: pl.Tile[[16, 128], pl.FP32] = pl.mul(t, 3.0)
        out = pl.store(s, [row, 0], out)
        return out

    @pl.function(type=pl.FunctionType.InCore)
    def add_rows(
        self,
        a: pl.Tensor[[64, 128], pl.FP32],
        b: pl.Tensor[[64, 128], pl.FP32],
        row: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[64, 128], pl.FP32]],
    ) -> pl.Tensor[[64, 128], pl.FP32]:
        ta: pl.Tile[[16, 128], pl.FP32] = pl.load(a, [row, 0], [16, 128])
        tb: pl.Tile[[16, 128], pl.FP32] = pl.load(b, [row, 0], [16, 128])
        s: pl.Tile[[16, 128], pl.FP32] = pl.add(ta, tb)
        out = pl.store(s, [row, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[64, 128], pl.FP32],
        y: pl.Tensor[[64, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[64, 128], pl.FP32]],
    ) -> pl.Tensor[[64, 128], pl.FP32]:
        tmp: pl.Tensor[[64, 128], pl.FP32] = pl.create_tensor([64, 128], dtype=pl.FP32)
        for i in pl.range(4):
            tmp = self.scale_rows(x, i * 16, tmp)
        for j in pl.range(4):
            out = self.add_rows(tmp, y, j * 16, out)
        return out
