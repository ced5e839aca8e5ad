# error: 11:38: positional argument follows keyword argument
import pypto.language as pl


@pl.program
class Bad:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[16, 128], pl.FP32], out: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            t: pl.Tile[[16, 128], pl.FP32] = pl.load(x, [0, 0], [16, 128])
        with pl.spmd(name_hint="s1", 4) as tid:
            out = pl.store(t, [0, 0], out)
        return out
