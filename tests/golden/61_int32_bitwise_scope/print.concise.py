# pypto.program: Int32ScopeOps
import pypto.language as pl

@pl.program
class Int32ScopeOps:
    @pl.function
    def main(self, a: pl.Tensor[[32, 64], pl.INT32], b: pl.Tensor[[32, 64], pl.INT32], y: pl.Out[pl.Tensor[[32, 64], pl.INT32]]) -> pl.Tensor[[32, 64], pl.INT32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            s: pl.Tensor[[32, 64], pl.INT32] = pl.tensor.add(a, b)
            m: pl.Tensor[[32, 64], pl.INT32] = pl.tensor.muls(s, pl.const(3, pl.INT32))
            c: pl.Tensor[[32, 64], pl.INT32] = pl.tensor.sub(m, a)
            y: pl.Tensor[[32, 64], pl.INT32] = pl.tensor.assemble(y, c, [0, 0])
        return y
