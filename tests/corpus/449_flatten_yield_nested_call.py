# A call nested in a yielded call: FlattenCallExpr hoists it before the yield.
import pypto.language as pl


@pl.program
class YieldNested:
    @pl.function(type=pl.FunctionType.InCore)
    def kern(self, x: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        acc: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [0, 0], [16, 64])
        for i, (a,) in pl.range(1, 4, init_values=(acc,)):
            t: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [i * 16, 0], [16, 64])
            r = pl.yield_(pl.add(a, pl.exp(t)))
        out = pl.store(r, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[64, 64], pl.FP32]) -> pl.Tensor[[16, 64], pl.FP32]:
        out = pl.create_tensor([16, 64], dtype=pl.FP32)
        out = self.kern(x, out)
        return out
