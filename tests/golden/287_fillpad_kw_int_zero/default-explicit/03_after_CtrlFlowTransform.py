# pypto.program: P
import pypto.language as pl

@pl.program
class P:
    @pl.function
    def main(self, x: pl.Tensor[[32, 64], pl.FP32], h: pl.Tensor[[32, 64], pl.FP16], v: pl.Tensor[[32, 1], pl.FP32], c: pl.Tensor[[1, 64], pl.FP32], y: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            a: pl.Tensor[[32, 64], pl.FP32, pl.TensorView(valid_shape=[20, 64], stride=[], layout=pl.TensorLayout.ND)] = pl.tensor.slice(x, [32, 64], [0, 0], [20, 64])
            r: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.fillpad(a, pad_value=pl.PadValue.zero)
            y: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.assemble(y, r, [0, 0])
        return y
