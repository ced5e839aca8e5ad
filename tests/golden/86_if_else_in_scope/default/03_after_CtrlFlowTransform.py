# pypto.program: IfElseInScope
import pypto.language as pl

@pl.program
class IfElseInScope:
    @pl.function
    def main(self, x: pl.Tensor[[64, 64], pl.FP32], y: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        for i in pl.range(2):
            with pl.at(level=pl.Level.CORE_GROUP):
                t: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.slice(x, [32, 64], [i * 32, 0])
                if i == 0:
                    u: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.muls(t, 2.0)
                    y: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.assemble(y, u, [0, 0])
                else:
                    w: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.subs(t, 2.0)
                    y: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.assemble(y, w, [32, 0])
        return y
