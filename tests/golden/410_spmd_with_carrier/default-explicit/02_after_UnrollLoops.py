# pypto.program: SpmdCarrier
import pypto.language as pl

@pl.program
class SpmdCarrier:
    @pl.function
    def main(self, x: pl.Tensor[[64, 128], pl.FP32], y: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        with pl.spmd(4, sync_start=True):
            with pl.at(level=pl.Level.CORE_GROUP):
                e: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.neg(x)
                y: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.assemble(y, e, [0, 0])
        return y
