# error: 14:17: dtype must be one of {INT32, UINT32}, but got
# (the reference: "tensor.random dtype must be one of {INT32, UINT32}, but got fp32")
import pypto.language as pl


@pl.program
class Bad:
    @pl.function(type=pl.FunctionType.Opaque)
    def main(
        self,
        o: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            r = pl.random(1, 2, 3, 4, 5, 6, [16, 64], dtype=pl.FP32)
            o = pl.assemble(o, r, [0, 0])
        return o
