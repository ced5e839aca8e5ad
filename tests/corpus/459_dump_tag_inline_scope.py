# pl.dump_tag on an argument of an Inline helper with a pl.at scope: the tag moves onto the scope (dumps=[x]).
import pypto.language as pl


@pl.program
class MinDumpTagInlineScope:
    @pl.function(type=pl.FunctionType.Inline)
    def stage(
        self,
        a: pl.Tensor[[16, 64], pl.FP32],
        o: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            t: pl.Tile[[16, 64], pl.FP32] = pl.load(a, [0, 0], [16, 64])
            o = pl.store(t, [0, 0], o)
        return o

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[16, 64], pl.FP32],
        y: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        pl.dump_tag(x)
        y = self.stage(x, y)
        return y
