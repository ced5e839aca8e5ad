# pypto.program: UnaryMathScope
import pypto.language as pl

@pl.program
class UnaryMathScope:
    @pl.function
    def main(self, x: pl.Tensor[[32, 128], pl.FP32], y: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            a: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.abs(x)
            b: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.adds(a, 1.0)
            c: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.log(b)
            d: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.sqrt(c)
            e: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.neg(d)
            f: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.exp(e)
            g: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.recip(b)
            h: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.mul(f, g)
            k: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.subs(h, 0.5)
            m: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.div(k, b)
            y: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.assemble(y, m, [0, 0])
        return y
