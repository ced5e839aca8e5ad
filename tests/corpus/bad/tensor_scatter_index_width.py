# error: 17:17: (4 bytes) requires index dtype of 4 bytes, but got
# (the reference: "The operator tensor.scatter with input dtype fp32 (4 bytes) requires index dtype of 4 bytes, but got int16 (2 bytes)")
import pypto.language as pl


@pl.program
class Bad:
    @pl.function(type=pl.FunctionType.Opaque)
    def main(
        self,
        base: pl.Tensor[[16, 64], pl.FP32],
        cols: pl.Tensor[[16, 8], pl.INT16],
        vals: pl.Tensor[[16, 8], pl.FP32],
        o: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            s = pl.scatter(base, dim=-1, index=cols, src=vals)
            o = pl.assemble(o, s, [0, 0])
        return o
