# pypto.program: SpmdCarrier
import pypto.language as pl

@pl.program
class SpmdCarrier:
    @pl.function
    def main(self, x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        with pl.spmd(4, sync_start=True):
            with pl.at(level=pl.Level.CORE_GROUP):
                e__ssa_v0: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.neg(x__ssa_v0)
                y__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.assemble(y__ssa_v0, e__ssa_v0, [0, 0])
        return y__ssa_v1
