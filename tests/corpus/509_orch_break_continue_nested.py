import pypto.language as pl


@pl.program
class BC1:
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
    def run(self, x: pl.Tensor[[128, 64], pl.FP32], n: pl.Scalar[pl.INDEX], y: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        for i in pl.range(4):
            for j in pl.range(2):
                if j == 1 and i == 2:
                    continue
                r: pl.Scalar[pl.INDEX] = (i * 2 + j) * 16
                if r > n:
                    break
                y = self.krow(x, r, y)
        return y
