import pypto.language as pl


@pl.program
class OrchLoopKernels:
    @pl.function(type=pl.FunctionType.InCore)
    def blk_exp(
        self,
        x: pl.Tensor[[128, 64], pl.FP32],
        row: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[128, 64], pl.FP32]],
    ) -> pl.Tensor[[128, 64], pl.FP32]:
        t: pl.Tile[[32, 64], pl.FP32] = pl.load(x, [row, 0], [32, 64])
        e: pl.Tile[[32, 64], pl.FP32] = pl.exp(t)
        out = pl.store(e, [row, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[128, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[128, 64], pl.FP32]],
    ) -> pl.Tensor[[128, 64], pl.FP32]:
        for i in pl.range(4):
            out = self.blk_exp(x, i * 32, out)
        return out
