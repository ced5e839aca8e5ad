# expect-error: TypeError in Simplify: the break flag CtrlFlowTransform introduces is a constant BOOL scalar at function top level, and binding it needs '==' on BOOL
import pypto.language as pl


@pl.program
class KernelLoopBreak:
    @pl.function(type=pl.FunctionType.InCore)
    def kern(
        self,
        x: pl.Tensor[[128, 32], pl.FP32],
        n: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[16, 32], pl.FP32]],
    ) -> pl.Tensor[[16, 32], pl.FP32]:
        acc: pl.Tile[[16, 32], pl.FP32] = pl.tile.full([16, 32], dtype=pl.FP32, value=0.0)
        for i in pl.range(8):
            if i >= n:
                break
            t: pl.Tile[[16, 32], pl.FP32] = pl.load(x, [i * 16, 0], [16, 32])
            acc = pl.add(acc, t)
        out = pl.store(acc, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[128, 32], pl.FP32],
        n: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[16, 32], pl.FP32]],
    ) -> pl.Tensor[[16, 32], pl.FP32]:
        out = self.kern(x, n, out)
        return out
