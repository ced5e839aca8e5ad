# expect-error: TypeError (Simplify compares the BOOL constant with eq, which rejects bool; pl.const(True, ...) itself parses as the integer 1)
import pypto.language as pl


@pl.program
class ConstBoolTrue:
    @pl.function(type=pl.FunctionType.InCore)
    def k(
        self,
        x: pl.Tensor[[16, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        ok: pl.Scalar[pl.BOOL] = pl.const(True, pl.BOOL)
        t: pl.Tile[[16, 128], pl.FP32] = pl.load(x, [0, 0], [16, 128])
        if ok:
            t = pl.mul(t, 2.0)
        res: pl.Tensor[[16, 128], pl.FP32] = pl.store(t, [0, 0], out)
        return res

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[16, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        out = self.k(x, out)
        return out
