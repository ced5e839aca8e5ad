# error: 15:20: requires block_len to be a positive multiple of 64, but got 48
# (the reference: "The operator tensor.mrgsort_format1 requires block_len to be a positive multiple of 64, but got 48")
import pypto.language as pl


@pl.program
class Bad:
    @pl.function(type=pl.FunctionType.Opaque)
    def main(
        self,
        src: pl.Tensor[[16, 64], pl.FP32],
        o: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            runs = pl.mrgsort(src, block_len=48)
            o = pl.assemble(o, runs, [0, 0])
        return o
