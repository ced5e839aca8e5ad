# expect-error: an if inside an accumulator loop yields two values into one unannotated result, which the reference then types as a one-element INT32 tensor (TypeCheck: kind and size mismatches)
import pypto.language as pl


@pl.program
class NestedIfYieldPair:
    @pl.function(type=pl.FunctionType.InCore)
    def alternate(
        self,
        x: pl.Tensor[[64, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        zero: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [0, 0], [16, 64])
        for i, (acc,) in pl.range(4, init_values=(zero,)):
            doubled: pl.Tile[[16, 64], pl.FP32] = pl.add(acc, acc)
            if i < 2:
                q = pl.yield_(doubled, doubled)
            else:
                q = pl.yield_(acc, acc)
            acc_out: pl.Tile[[16, 64], pl.FP32] = pl.yield_(q)
        res: pl.Tensor[[16, 64], pl.FP32] = pl.store(acc_out, [0, 0], out)
        return res

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[64, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        out = self.alternate(x, out)
        return out
