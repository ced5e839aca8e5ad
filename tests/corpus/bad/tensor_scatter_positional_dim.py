# error: 17:17: Kwarg 'dim' for operator 'tensor.scatter' has incompatible type
# (the reference: "pl.tensor operation 'scatter': Kwarg 'dim' for operator 'tensor.scatter' has incompatible type")
import pypto.language as pl


@pl.program
class Bad:
    @pl.function(type=pl.FunctionType.Opaque)
    def main(
        self,
        base: pl.Tensor[[16, 64], pl.FP32],
        cols: pl.Tensor[[16, 8], pl.INT32],
        vals: pl.Tensor[[16, 8], pl.FP32],
        o: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            s = pl.tensor.scatter(base, -1, cols, vals)
            o = pl.assemble(o, s, [0, 0])
        return o
