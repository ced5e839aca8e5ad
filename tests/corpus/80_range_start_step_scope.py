import pypto.language as pl


@pl.program
class RangeStartStepScope:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[256, 32], pl.FP32],
        y: pl.Out[pl.Tensor[[256, 32], pl.FP32]],
    ) -> pl.Tensor[[256, 32], pl.FP32]:
        for r in pl.range(32, 256, 64):
            with pl.at(level=pl.Level.CORE_GROUP):
                t: pl.Tensor[[32, 32], pl.FP32] = pl.slice(x, [32, 32], [r, 0])
                u: pl.Tensor[[32, 32], pl.FP32] = pl.sub(t, 1.5)
                v: pl.Tensor[[32, 32], pl.FP32] = pl.abs(u)
                y = pl.assemble(y, v, [r - 32, 0])
        return y
