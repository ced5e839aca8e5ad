# pypto.program: GatherDim
import pypto.language as pl

@pl.program
class GatherDim:
    @pl.function
    def main(self, src: pl.Tensor[[4, 16], pl.FP32], index: pl.Tensor[[4, 8], pl.INT32], output: pl.Out[pl.Tensor[[4, 8], pl.FP32]]) -> pl.Tensor[[4, 8], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            g: pl.Tensor[[4, 8], pl.FP32] = pl.tensor.gather(src, index, dim=-1)
            h: pl.Tensor[[4, 8], pl.FP32] = pl.tensor.gather(src, index, dim=-1)
            s: pl.Tensor[[4, 8], pl.FP32] = pl.tensor.add(g, h)
            output: pl.Tensor[[4, 8], pl.FP32] = pl.tensor.assemble(output, s, [0, 0])
        return output
