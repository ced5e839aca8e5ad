# error: 10:9: Cannot reassign 't' with a different type
import pypto.language as pl


@pl.program
class RebindPad:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[16, 64], pl.FP32], n: pl.Scalar[pl.INDEX], o: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        t = pl.load(x, [0, 0], [16, 64])
        t = pl.fillpad(t, pad_value=pl.PadValue.min)
        o = pl.store(t, [0, 0], o)
        return o
