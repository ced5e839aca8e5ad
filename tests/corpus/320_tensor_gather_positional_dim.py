import pypto.language as pl


@pl.program
class GatherDim:
    @pl.function(type=pl.FunctionType.Opaque)
    def main(
        self,
        src: pl.Tensor[[4, 16], pl.FP32],
        index: pl.Tensor[[4, 8], pl.INT32],
        output: pl.Out[pl.Tensor[[4, 8], pl.FP32]],
    ) -> pl.Tensor[[4, 8], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            g = pl.tensor.gather(src, -1, index)
            h = pl.gather(src, dim=-1, index=index)
            s = pl.add(g, h)
            output = pl.assemble(output, s, [0, 0])
        return output
