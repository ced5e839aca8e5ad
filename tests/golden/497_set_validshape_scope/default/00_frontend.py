# pypto.program: SetValidshapeScope
import pypto.language as pl

@pl.program
class SetValidshapeScope:
    @pl.function
    def main(self, x: pl.Tensor[[16, 64], pl.FP32], y: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            e: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.exp(x)
            v: pl.Tensor[[16, 64], pl.FP32, pl.TensorView(valid_shape=[8, 48], stride=[], layout=pl.TensorLayout.ND)] = pl.tensor.set_validshape(e, 8, 48)
            f: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.fillpad(v, pad_value=pl.PadValue.zero)
            cs: pl.Tensor[[1, 64], pl.FP32] = pl.tensor.col_sum(f)
            r: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.col_expand_sub(f, cs)
            y: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.assemble(y, r, [0, 0])
        return y
