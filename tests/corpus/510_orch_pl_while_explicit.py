import pypto.language as pl


@pl.program
class WE1:
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
        for (k, acc) in pl.while_(init_values=(0, y)):
            pl.cond(k < n)
            acc2: pl.Tensor[[128, 64], pl.FP32] = self.krow(x, k * 16, acc)
            k2: pl.Scalar[pl.INDEX] = k + 1
            kd, yd = pl.yield_(k2, acc2)
        return yd
