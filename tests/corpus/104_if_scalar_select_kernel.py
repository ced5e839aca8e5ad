import pypto.language as pl


@pl.program
class IfScalarSelectKernel:
    @pl.function(type=pl.FunctionType.InCore)
    def pick(
        self,
        x: pl.Tensor[[32, 64], pl.FP32],
        y: pl.Tensor[[32, 64], pl.FP32],
        mode: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        a: pl.Tile[[32, 64], pl.FP32] = pl.load(x, [0, 0], [32, 64])
        b: pl.Tile[[32, 64], pl.FP32] = pl.load(y, [0, 0], [32, 64])
        if mode > 0:
            s: pl.Tile[[32, 64], pl.FP32] = pl.add(a, b)
            t: pl.Tile[[32, 64], pl.FP32] = pl.mul(s, 0.5)
            r: pl.Tile[[32, 64], pl.FP32] = pl.yield_(t)
        else:
            d: pl.Tile[[32, 64], pl.FP32] = pl.sub(a, b)
            r: pl.Tile[[32, 64], pl.FP32] = pl.yield_(d)
        e: pl.Tile[[32, 64], pl.FP32] = pl.exp(r)
        done: pl.Tensor[[32, 64], pl.FP32] = pl.store(e, [0, 0], out)
        return done

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[32, 64], pl.FP32],
        y: pl.Tensor[[32, 64], pl.FP32],
        mode: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        out = self.pick(x, y, mode, out)
        return out
