# error: 16:19: requires acc and src to share dtype, but got
# (the reference: "The operator tensor.gather_row requires acc and src to share dtype, but got fp32 and fp16")
import pypto.language as pl


@pl.program
class Bad:
    @pl.function(type=pl.FunctionType.Opaque)
    def main(
        self,
        pool: pl.Tensor[[128, 64], pl.FP16],
        o: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            acc = pl.create_l1([16, 64], pl.FP32)
            acc = pl.gather_row(acc, pool, [0, 0], [3, 0], [1, 64])
            o = pl.assemble(o, acc, [0, 0])
        return o
