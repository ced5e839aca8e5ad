# pl.unroll around a loop with init_values: fresh iter_args per copy, shared assignment targets.
import pypto.language as pl


@pl.program
class InnerInit:
    @pl.function(type=pl.FunctionType.InCore)
    def kern(self, x: pl.Tensor[[128, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        for u in pl.unroll(2):
            a0: pl.Tile[[32, 64], pl.FP32] = pl.load(x, [u * 32, 0], [32, 64])
            for j, (acc,) in pl.range(1, 2, init_values=(a0,)):
                t: pl.Tile[[32, 64], pl.FP32] = pl.load(x, [u * 32 + j * 64, 0], [32, 64])
                acc2 = pl.add(acc, t)
                res = pl.yield_(acc2)
            out = pl.store(res, [u * 32, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[128, 64], pl.FP32]) -> pl.Tensor[[64, 64], pl.FP32]:
        out = pl.create_tensor([64, 64], dtype=pl.FP32)
        out = self.kern(x, out)
        return out
