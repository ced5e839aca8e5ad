# An Inline helper with a loop variable, two locals and a loop result: InlineFunctions names the
# copies `<name>_inline<N>`, numbered as the reference numbers them.
import pypto.language as pl


@pl.program
class InlineLoopLocalsNumbering:
    @pl.function(type=pl.FunctionType.Inline)
    def accumulate(
        self,
        a: pl.Tensor[[16, 64], pl.FP32],
        o: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            first: pl.Tile[[16, 64], pl.FP32] = pl.load(a, [0, 0], [16, 64])
            for k, (acc,) in pl.range(2, init_values=(first,)):
                twice: pl.Tile[[16, 64], pl.FP32] = pl.add(acc, acc)
                total: pl.Tile[[16, 64], pl.FP32] = pl.yield_(twice)
            o = pl.store(total, [0, 0], o)
        return o

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[16, 64], pl.FP32],
        y: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        y = self.accumulate(x, y)
        return y
