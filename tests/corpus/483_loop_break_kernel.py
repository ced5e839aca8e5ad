import pypto.language as pl


@pl.program
class LoopNestedIfKernel:
    @pl.function(type=pl.FunctionType.InCore)
    def piecewise(
        self,
        x: pl.Tensor[[128, 64], pl.FP32],
        lim: pl.Scalar[pl.INDEX],
        y: pl.Out[pl.Tensor[[128, 64], pl.FP32]],
    ) -> pl.Tensor[[128, 64], pl.FP32]:
        for i in pl.range(4):
            t: pl.Tile[[32, 64], pl.FP32] = pl.load(x, [i * 32, 0], [32, 64])
            if i < lim:
                if i == 0:
                    a: pl.Tile[[32, 64], pl.FP32] = pl.exp(t)
                    r1: pl.Tile[[32, 64], pl.FP32] = pl.yield_(a)
                else:
                    b: pl.Tile[[32, 64], pl.FP32] = pl.sqrt(t)
                    r1: pl.Tile[[32, 64], pl.FP32] = pl.yield_(b)
                r2: pl.Tile[[32, 64], pl.FP32] = pl.yield_(r1)
            else:
                c: pl.Tile[[32, 64], pl.FP32] = pl.mul(t, 0.0)
                r2: pl.Tile[[32, 64], pl.FP32] = pl.yield_(c)
            y = pl.store(r2, [i * 32, 0], y)
        return y

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[128, 64], pl.FP32],
        lim: pl.Scalar[pl.INDEX],
        y: pl.Out[pl.Tensor[[128, 64], pl.FP32]],
    ) -> pl.Tensor[[128, 64], pl.FP32]:
        y = self.piecewise(x, lim, y)
        return y
