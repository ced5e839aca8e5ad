# A plain while loop (non-SSA counter and output rebinding) nested in a for loop in a kernel; ConvertToSSA turns both into loops with iter_args.
import pypto.language as pl


@pl.program
class WhileInFor:
    @pl.function(type=pl.FunctionType.InCore)
    def rows(
        self,
        x: pl.Tensor[[128, 128], pl.FP32],
        lim: pl.Scalar[pl.INDEX],
        y: pl.Out[pl.Tensor[[128, 128], pl.FP32]],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        for r in pl.range(4):
            c: pl.Scalar[pl.INDEX] = 0
            while c < lim:
                t: pl.Tile[[32, 32], pl.FP32] = pl.load(x, [r * 32, c * 32], [32, 32])
                m: pl.Tile[[32, 32], pl.FP32] = pl.mul(t, t)
                y = pl.store(m, [r * 32, c * 32], y)
                c = c + 1
        return y

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[128, 128], pl.FP32],
        lim: pl.Scalar[pl.INDEX],
        y: pl.Out[pl.Tensor[[128, 128], pl.FP32]],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        y = self.rows(x, lim, y)
        return y
