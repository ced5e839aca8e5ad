# expect-error: Vec capacity exceeded (loop body keeps seven [64, 64] FP32 tiles plus a carried one)
import pypto.language as pl


@pl.program
class VecOverflowLoopNegative:
    @pl.function(type=pl.FunctionType.InCore)
    def heavy(
        self,
        x: pl.Tensor[[512, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[64, 128], pl.FP32]],
    ) -> pl.Tensor[[64, 128], pl.FP32]:
        acc: pl.Tile[[64, 128], pl.FP32] = pl.load(x, [0, 0], [64, 128])
        for k in pl.range(1, 2):
            a: pl.Tile[[64, 128], pl.FP32] = pl.load(x, [64, 0], [64, 128])
            b: pl.Tile[[64, 128], pl.FP32] = pl.load(x, [128, 0], [64, 128])
            c: pl.Tile[[64, 128], pl.FP32] = pl.load(x, [192, 0], [64, 128])
            d: pl.Tile[[64, 128], pl.FP32] = pl.load(x, [256, 0], [64, 128])
            e: pl.Tile[[64, 128], pl.FP32] = pl.load(x, [320, 0], [64, 128])
            s1: pl.Tile[[64, 128], pl.FP32] = pl.add(a, b)
            s2: pl.Tile[[64, 128], pl.FP32] = pl.add(c, d)
            s3: pl.Tile[[64, 128], pl.FP32] = pl.add(s1, s2)
            s4: pl.Tile[[64, 128], pl.FP32] = pl.add(s3, e)
            acc = pl.add(acc, s4)
        out = pl.store(acc, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[512, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[64, 128], pl.FP32]],
    ) -> pl.Tensor[[64, 128], pl.FP32]:
        out = self.heavy(x, out)
        return out
