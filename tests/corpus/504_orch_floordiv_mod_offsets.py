import pypto.language as pl


@pl.program
class FD1:
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
        for k in pl.range(8):
            blk: pl.Scalar[pl.INDEX] = (k * 3) % 8
            half: pl.Scalar[pl.INDEX] = k // 2
            off: pl.Scalar[pl.INDEX] = blk * 16 + half * 0
            y = self.krow(x, off, y)
        return y
