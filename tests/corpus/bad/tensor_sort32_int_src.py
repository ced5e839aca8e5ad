# error: 16:21: requires src dtype to be FP16 or FP32, but got
# (the reference: "The operator tensor.sort32 requires src dtype to be FP16 or FP32, but got int32")
import pypto.language as pl


@pl.program
class Bad:
    @pl.function(type=pl.FunctionType.Opaque)
    def main(
        self,
        src: pl.Tensor[[16, 32], pl.INT32],
        idx: pl.Tensor[[16, 32], pl.UINT32],
        o: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            pairs = pl.tensor.sort32(src, idx)
            o = pl.assemble(o, pairs, [0, 0])
        return o
