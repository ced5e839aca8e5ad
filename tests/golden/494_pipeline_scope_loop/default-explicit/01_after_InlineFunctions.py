# pypto.program: PipelineScopeLoop
import pypto.language as pl

@pl.program
class PipelineScopeLoop:
    @pl.function
    def main(self, x: pl.Tensor[[128, 64], pl.FP32], y: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            for r in pl.pipeline(0, 128, 32, stage=2):
                t: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.slice(x, [32, 64], [r, 0])
                e: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.exp(t)
                y: pl.Tensor[[128, 64], pl.FP32] = pl.tensor.assemble(y, e, [r, 0])
        return y
