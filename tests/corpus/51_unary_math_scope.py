import pypto.language as pl


@pl.program
class UnaryMathScope:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[32, 128], pl.FP32],
        y: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
    ) -> pl.Tensor[[32, 128], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            a: pl.Tensor[[32, 128], pl.FP32] = pl.abs(x)
            b: pl.Tensor[[32, 128], pl.FP32] = pl.add(a, 1.0)
            c: pl.Tensor[[32, 128], pl.FP32] = pl.log(b)
            d: pl.Tensor[[32, 128], pl.FP32] = pl.sqrt(c)
            e: pl.Tensor[[32, 128], pl.FP32] = pl.neg(d)
            f: pl.Tensor[[32, 128], pl.FP32] = pl.exp(e)
            g: pl.Tensor[[32, 128], pl.FP32] = pl.recip(b)
            h: pl.Tensor[[32, 128], pl.FP32] = pl.mul(f, g)
            k: pl.Tensor[[32, 128], pl.FP32] = pl.sub(h, 0.5)
            m: pl.Tensor[[32, 128], pl.FP32] = pl.div(k, b)
            y = pl.assemble(y, m, [0, 0])
        return y
