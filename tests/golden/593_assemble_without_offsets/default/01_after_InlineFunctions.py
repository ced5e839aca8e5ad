# pypto.program: AssembleWithoutOffsets
import pypto.language as pl

@pl.program
class AssembleWithoutOffsets:
    @pl.function
    def main(self, x: pl.Tensor[[32, 128], pl.FP32], y: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            e: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.exp(x)
            buf: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.create([32, 128], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            buf: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.assemble(buf, e, [])
            y: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.assemble(y, buf, [0, 0])
        return y
