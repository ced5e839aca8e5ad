# error: 16:9: Cannot reassign 't' with a different type: was pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec], got pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec]
# (the reference parser rejects it with the same message and location)
import pypto.language as pl


@pl.program
class ReassignOtherShape:
    @pl.function(type=pl.FunctionType.InCore)
    def k(
        self,
        x: pl.Tensor[[16, 64], pl.FP32],
        n: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [0, 0], [16, 64])
        t = pl.load(x, [0, 0], [8, 64])
        out = pl.store(t, [0, 0], out)
        return out
