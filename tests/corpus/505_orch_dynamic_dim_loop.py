import pypto.language as pl


M = pl.dynamic("M")

@pl.program
class DY1:
    @pl.function(type=pl.FunctionType.InCore)
    def kd(self, x: pl.Tensor[[M, 64], pl.FP32], r: pl.Scalar[pl.INDEX], y: pl.Out[pl.Tensor[[M, 64], pl.FP32]]) -> pl.Tensor[[M, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [r, 0], [16, 64])
        e: pl.Tile[[16, 64], pl.FP32] = pl.exp(t)
        y = pl.store(e, [r, 0], y)
        return y

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(self, x: pl.Tensor[[M, 64], pl.FP32], y: pl.Out[pl.Tensor[[M, 64], pl.FP32]]) -> pl.Tensor[[M, 64], pl.FP32]:
        m: pl.Scalar[pl.INDEX] = pl.tensor.dim(x, 0)
        nb: pl.Scalar[pl.INDEX] = (m + 15) // 16
        for b in pl.range(nb):
            y = self.kd(x, b * 16, y)
        return y
