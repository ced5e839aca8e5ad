# pypto.program: SpmdCarrierNamed
import pypto.language as pl

@pl.program
class SpmdCarrierNamed:
    @pl.function
    def main(self, x: pl.Tensor[[64, 128], pl.FP32], y: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        with pl.spmd(2, name_hint="stage"):
            with pl.at(level=pl.Level.CORE_GROUP, name_hint="stage_kernel"):
                e: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.exp(x)
                y: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.assemble(y, e, [0, 0])
        return y
