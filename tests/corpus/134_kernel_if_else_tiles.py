import pypto.language as pl


@pl.program
class KernelIfElseTiles:
    @pl.function(type=pl.FunctionType.InCore)
    def pick(
        self,
        x: pl.Tensor[[32, 128], pl.FP32],
        y: pl.Tensor[[32, 128], pl.FP32],
        flag: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
    ) -> pl.Tensor[[32, 128], pl.FP32]:
        a: pl.Tile[[32, 128], pl.FP32] = pl.load(x, [0, 0], [32, 128])
        if flag > 0:
            b: pl.Tile[[32, 128], pl.FP32] = pl.load(y, [0, 0], [32, 128])
            c: pl.Tile[[32, 128], pl.FP32] = pl.add(a, b)
            r: pl.Tile[[32, 128], pl.FP32] = pl.exp(c)
        else:
            d: pl.Tile[[32, 128], pl.FP32] = pl.neg(a)
            r: pl.Tile[[32, 128], pl.FP32] = pl.relu(d)
        out = pl.store(r, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[32, 128], pl.FP32],
        y: pl.Tensor[[32, 128], pl.FP32],
        flag: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
    ) -> pl.Tensor[[32, 128], pl.FP32]:
        out = self.pick(x, y, flag, out)
        return out
