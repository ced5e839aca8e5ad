# error: 15:19: shape element 0 must be a positive compile-time ConstInt
# (the reference: "The operator tensor.create_l1 shape element 0 must be a positive compile-time ConstInt")
import pypto.language as pl


@pl.program
class Bad:
    @pl.function(type=pl.FunctionType.Opaque)
    def main(
        self,
        n: pl.Scalar[pl.INDEX],
        o: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            acc = pl.create_l1([n, 64], pl.FP32)
            o = pl.assemble(o, acc, [0, 0])
        return o
