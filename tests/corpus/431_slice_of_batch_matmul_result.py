# expect-error: ValueError in FlattenTileNdTo2D: a slice of a batch matmul's 3-D result
# The check runs over the whole kernel before anything is flattened (the batch matmul's result is
# already 2-D when its users are rewritten).
import pypto.language as pl


@pl.program
class Slice3dBmm:
    @pl.function
    def main(
        self,
        a: pl.Tensor[[2, 16, 32], pl.FP16],
        b: pl.Tensor[[32, 16], pl.FP16],
        c: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            p3 = pl.matmul(a, b, out_dtype=pl.FP32)
            t = pl.slice(p3, [1, 16, 16], [1, 0, 0])
            p = pl.reshape(t, [16, 16])
            c = pl.assemble(c, p, [0, 0])
        return c
