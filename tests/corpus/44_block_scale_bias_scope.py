import pypto.language as pl


# Tensor-level user program with an InCore scope inside a row loop (the
# design notes' example A): slice, scale, add a bias, assemble back.
@pl.program
class BlockScaleBias:
    @pl.function
    def main(
        self,
        src: pl.Tensor[[64, 256], pl.FP32],
        bias: pl.Tensor[[16, 256], pl.FP32],
        dst: pl.Out[pl.Tensor[[64, 256], pl.FP32]],
    ) -> pl.Tensor[[64, 256], pl.FP32]:
        for blk in pl.range(4):
            with pl.at(level=pl.Level.CORE_GROUP):
                part: pl.Tensor[[16, 256], pl.FP32] = pl.slice(src, [16, 256], [blk * 16, 0])
                half: pl.Tensor[[16, 256], pl.FP32] = pl.mul(part, 0.5)
                moved: pl.Tensor[[16, 256], pl.FP32] = pl.add(half, bias)
                dst = pl.assemble(dst, moved, [blk * 16, 0])
        return dst
