# pypto.program: ReadWriteSingleIndex
import pypto.language as pl

@pl.program
class ReadWriteSingleIndex:
    @pl.function
    def main(self, table__ssa_v0: pl.Tensor[[8], pl.INT32], t__ssa_v0: pl.InOut[pl.Tensor[[8], pl.INT32]], i__ssa_v0: pl.Scalar[pl.INDEX]) -> pl.Tensor[[8], pl.INT32]:
        # A single index is the one-element list of a flat access.
        v__ssa_v0: pl.Scalar[pl.INT32] = pl.tensor.read(table__ssa_v0, [i__ssa_v0])
        w__ssa_v0: pl.Scalar[pl.INT32] = pl.tensor.read(table__ssa_v0, [3])
        pl.tensor.write(t__ssa_v0, [i__ssa_v0 + 1], v__ssa_v0 + w__ssa_v0)
        return t__ssa_v0
