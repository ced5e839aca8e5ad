# error: 13:9: Subscript-write syntax 'dst[...] = src' is only supported before SSA conversion
import pypto.language as pl


@pl.program(strict_ssa=True)
class Bad:
    @pl.function
    def main(
        self,
        a: pl.Tensor[[64, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[64, 128], pl.FP32]],
    ) -> pl.Tensor[[64, 128], pl.FP32]:
        out[0:64, 0:128] = a
        return out
