# pypto.program: M5
import pypto.language as pl

@pl.program
class M5:
    @pl.function
    def main(self, x: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            s: pl.Tensor[[64, 64], pl.FP32, pl.TensorView(valid_shape=[16, 64], stride=[], layout=pl.TensorLayout.ND)] = pl.tensor.slice(x, [64, 64], [0, 0], [16, 64])
            p: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.slice(x, [16, 64], [16, 0])
            s2: pl.Tensor[[64, 64], pl.FP32, pl.TensorView(valid_shape=[32, 64], stride=[], layout=pl.TensorLayout.ND)] = pl.tensor.assemble(s, p, [16, 0])
            out: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.assemble(out, s2, [0, 0])
        return out
