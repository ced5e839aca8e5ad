import pypto.language as pl


@pl.program
class TwoOutputsKernel:
    @pl.function(type=pl.FunctionType.InCore)
    def split_sign(
        self,
        x: pl.Tensor[[32, 128], pl.FP32],
        pos: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
        neg: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
    ) -> tuple[pl.Tensor[[32, 128], pl.FP32], pl.Tensor[[32, 128], pl.FP32]]:
        t: pl.Tile[[32, 128], pl.FP32] = pl.load(x, [0, 0], [32, 128])
        p: pl.Tile[[32, 128], pl.FP32] = pl.maximums(t, 0.0)
        n: pl.Tile[[32, 128], pl.FP32] = pl.minimums(t, 0.0)
        pos = pl.store(p, [0, 0], pos)
        neg = pl.store(n, [0, 0], neg)
        return pos, neg

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[32, 128], pl.FP32],
        pos: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
        neg: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
    ) -> tuple[pl.Tensor[[32, 128], pl.FP32], pl.Tensor[[32, 128], pl.FP32]]:
        pos, neg = self.split_sign(x, pos, neg)
        return pos, neg
