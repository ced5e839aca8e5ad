# A 3-D tensor matmul in a scope with an element-wise epilogue: after
# FlattenTileNdTo2D the epilogue ops are re-deduced from the assembled
# per-batch results (row-major Vec).
import pypto.language as pl


@pl.program
class BatchMatmulBinaryEpilogue:
    @pl.function
    def main(
        self,
        a: pl.Tensor[[2, 16, 32], pl.BF16],
        b: pl.Tensor[[2, 32, 64], pl.BF16],
        s: pl.Tensor[[2, 16, 64], pl.FP32],
        y: pl.Out[pl.Tensor[[2, 16, 64], pl.FP32]],
    ) -> pl.Tensor[[2, 16, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            c: pl.Tensor[[2, 16, 64], pl.FP32] = pl.matmul(a, b, out_dtype=pl.FP32)
            d: pl.Tensor[[2, 16, 64], pl.FP32] = pl.mul(c, s)
            e: pl.Tensor[[2, 16, 64], pl.FP32] = pl.add(d, 1.0)
            y = pl.assemble(y, e, [0, 0, 0])
        return y
