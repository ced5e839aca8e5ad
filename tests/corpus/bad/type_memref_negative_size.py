# error: 8:75: MemRef size must be >= 0, got: -1
import pypto.language as pl


@pl.program
class Bad:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[16, 32], pl.FP32, pl.MemRef("mem_ddr_0", 0, -1)], out: pl.Out[pl.Tensor[[16, 32], pl.FP32]]) -> pl.Tensor[[16, 32], pl.FP32]:
        t: pl.Tile[[16, 32], pl.FP32] = pl.load(x, [0, 0], [16, 32])
        out = pl.store(t, [0, 0], out)
        return out
