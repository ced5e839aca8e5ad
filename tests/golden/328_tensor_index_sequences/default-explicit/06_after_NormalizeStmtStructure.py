# pypto.program: TensorIndexSequences
import pypto.language as pl

@pl.program
class TensorIndexSequences:
    @pl.function
    def main(self, up__ssa_v0: pl.Out[pl.Tensor[[1, 64], pl.INT32]], down__ssa_v0: pl.Out[pl.Tensor[[1, 64], pl.INT16]]) -> tuple[pl.Tensor[[1, 64], pl.INT32], pl.Tensor[[1, 64], pl.INT16]]:
        with pl.at(level=pl.Level.CORE_GROUP):
            a__ssa_v0: pl.Tensor[[1, 64], pl.INT32] = pl.tensor.ci(pl.const(0, pl.INT32), [1, 64], dtype=pl.INT32, descending=False)
            b__ssa_v0: pl.Tensor[[1, 64], pl.INT16] = pl.tensor.ci(pl.const(255, pl.INT16), [1, 64], dtype=pl.INT16, descending=True)
            c__ssa_v0: pl.Tensor[[1, 64], pl.INT32] = pl.tensor.ci(pl.const(7, pl.INT32), [1, 64], dtype=pl.INT32, descending=False)
            s__ssa_v0: pl.Tensor[[1, 64], pl.INT32] = pl.tensor.add(a__ssa_v0, c__ssa_v0)
            up__ssa_v1: pl.Tensor[[1, 64], pl.INT32] = pl.tensor.assemble(up__ssa_v0, s__ssa_v0, [0, 0])
            down__ssa_v1: pl.Tensor[[1, 64], pl.INT16] = pl.tensor.assemble(down__ssa_v0, b__ssa_v0, [0, 0])
        return up__ssa_v1, down__ssa_v1
