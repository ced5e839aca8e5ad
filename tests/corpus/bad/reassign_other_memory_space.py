# error: 16:9: Cannot reassign 't' with a different type
# (the reference rejects it at parse time as well)
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(
        self,
        x: pl.Tensor[[32, 128], pl.FP32],
        n: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
    ) -> pl.Tensor[[32, 128], pl.FP32]:
        t = pl.load(x, [0, 0], [32, 128])
        t = pl.load(x, [0, 0], [32, 128], target_memory=pl.Mem.Mat)
        out = pl.store(t, [0, 0], out)
        return out
