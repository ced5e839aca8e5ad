# pypto.program: SpmdCreate
import pypto.language as pl

@pl.program
class SpmdCreate:
    @pl.function
    def main(self, x: pl.Tensor[[128, 64], pl.FP32]) -> pl.Tensor[[128, 64], pl.FP32]:
        y: pl.Tensor[[128, 64], pl.FP32] = pl.tensor.create([128, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        for i in pl.spmd(4):
            s: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.slice(x, [32, 64], [i * 32, 0])
            e: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.exp(s)
            y: pl.Tensor[[128, 64], pl.FP32] = pl.tensor.assemble(y, e, [i * 32, 0])
        return y
