import pypto.language as pl


@pl.program
class Int32ScopeOps:
    @pl.function
    def main(
        self,
        a: pl.Tensor[[32, 64], pl.INT32],
        b: pl.Tensor[[32, 64], pl.INT32],
        y: pl.Out[pl.Tensor[[32, 64], pl.INT32]],
    ) -> pl.Tensor[[32, 64], pl.INT32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            s: pl.Tensor[[32, 64], pl.INT32] = pl.add(a, b)
            m: pl.Tensor[[32, 64], pl.INT32] = pl.mul(s, 3)
            c: pl.Tensor[[32, 64], pl.INT32] = pl.sub(m, a)
            y = pl.assemble(y, c, [0, 0])
        return y
