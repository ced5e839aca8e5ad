import pypto.language as pl


@pl.program
class RS1:
    @pl.function(type=pl.FunctionType.InCore)
    def krow(self, x: pl.Tensor[[128, 64], pl.FP32], r: pl.Scalar[pl.INDEX], y: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [r, 0], [16, 64])
        m: pl.Tile[[16, 64], pl.FP32] = pl.mul(t, 2.0)
        y = pl.store(m, [r, 0], y)
        return y

    @pl.function(type=pl.FunctionType.InCore)
    def krow2(self, x: pl.Tensor[[128, 64], pl.FP32], r: pl.Scalar[pl.INDEX], y: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [r, 0], [16, 64])
        m: pl.Tile[[16, 64], pl.FP32] = pl.sqrt(t)
        y = pl.store(m, [r, 0], y)
        return y

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(self, x: pl.Tensor[[128, 64], pl.FP32], y: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        for i in pl.range(7, -1, -1):
            y = self.krow(x, i * 16, y)
        for j in pl.range(0, 128, 32):
            y = self.krow2(y, j, y)
        return y
