# error: 14:17: requires a 2D shape (rows, cols), but got rank 3
# (the reference: "tensor.random requires a 2D shape (rows, cols), but got rank 3")
import pypto.language as pl


@pl.program
class Bad:
    @pl.function(type=pl.FunctionType.Opaque)
    def main(
        self,
        o: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            r = pl.tensor.random(1, 2, 3, 4, 5, 6, [2, 16, 64])
            o = pl.assemble(o, r, [0, 0])
        return o
