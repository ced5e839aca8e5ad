# pypto.program: BlockScaleBias
import pypto.language as pl

@pl.program
class BlockScaleBias:
    @pl.function
    def main(self, src: pl.Tensor[[64, 256], pl.FP32], bias: pl.Tensor[[16, 256], pl.FP32], dst: pl.Out[pl.Tensor[[64, 256], pl.FP32]]) -> pl.Tensor[[64, 256], pl.FP32]:
        for blk in pl.range(4):
            with pl.at(level=pl.Level.CORE_GROUP):
                part: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.slice(src, [16, 256], [blk * 16, 0])
                half: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.muls(part, 0.5)
                moved: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.add(half, bias)
                dst: pl.Tensor[[64, 256], pl.FP32] = pl.tensor.assemble(dst, moved, [blk * 16, 0])
        return dst
