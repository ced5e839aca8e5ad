# pypto.program: ReadWriteSingleIndex
import pypto.language as pl

@pl.program
class ReadWriteSingleIndex:
    @pl.function
    def main(self, table: pl.Tensor[[8], pl.INT32], t: pl.InOut[pl.Tensor[[8], pl.INT32]], i: pl.Scalar[pl.INDEX]) -> pl.Tensor[[8], pl.INT32]:
        # A single index is the one-element list of a flat access.
        v: pl.Scalar[pl.INT32] = pl.tensor.read(table, [i])
        w: pl.Scalar[pl.INT32] = pl.tensor.read(table, [3])
        pl.tensor.write(t, [i + 1], v + w)
        return t
