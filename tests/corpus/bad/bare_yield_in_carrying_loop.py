# error: 18:17: Loop with init_values requires an assignment-form pl.yield_(...)
# (the reference parser rejects it with the same message, at the bare yield)
import pypto.language as pl


@pl.program
class BareYieldInCarryingLoop:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[16, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [0, 0], [16, 64])
        for i, (acc,) in pl.range(4, init_values=(t,)):
            acc2: pl.Tile[[16, 64], pl.FP32] = pl.add(acc, acc)
            if i > 1:
                pl.yield_(acc2)
            else:
                pl.yield_(acc)
        out = pl.store(t, [0, 0], out)
        return out
