import pypto.language as pl


@pl.program
class OrchScalarParamMath:
    @pl.function(type=pl.FunctionType.InCore)
    def shift_block(
        self,
        x: pl.Tensor[[128, 32], pl.FP32],
        row: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[128, 32], pl.FP32]],
    ) -> pl.Tensor[[128, 32], pl.FP32]:
        t: pl.Tile[[16, 32], pl.FP32] = pl.load(x, [row, 0], [16, 32])
        u: pl.Tile[[16, 32], pl.FP32] = pl.sub(t, 1.0)
        out = pl.store(u, [row, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[128, 32], pl.FP32],
        base: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[128, 32], pl.FP32]],
    ) -> pl.Tensor[[128, 32], pl.FP32]:
        for i in pl.range(4):
            row: pl.Scalar[pl.INDEX] = base + i * 16 + 0
            out = self.shift_block(x, row * 1, out)
        return out
