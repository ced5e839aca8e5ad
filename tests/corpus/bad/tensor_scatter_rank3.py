# error: 17:17: currently supports rank-2 input only, got rank 3
# (the reference: "The operator tensor.scatter currently supports rank-2 input only, got rank 3")
import pypto.language as pl


@pl.program
class Bad:
    @pl.function(type=pl.FunctionType.Opaque)
    def main(
        self,
        base: pl.Tensor[[2, 16, 64], pl.FP32],
        cols: pl.Tensor[[2, 16, 8], pl.INT32],
        vals: pl.Tensor[[2, 16, 8], pl.FP32],
        o: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            s = pl.tensor.scatter(base, dim=-1, index=cols, src=vals)
            o = pl.assemble(o, s, [0, 0, 0])
        return o
