# error: 15:9: Variable 'y' is already defined
import pypto.language as pl


@pl.program(strict_ssa=True)
class Bad:
    @pl.function
    def main(
        self,
        a: pl.Tensor[[64, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[64, 128], pl.FP32]],
    ) -> pl.Tensor[[64, 128], pl.FP32]:
        for i in pl.range(4):
            y = pl.add(a, a)
        y = pl.mul(a, a)
        out = pl.assemble(out, y, [0, 0])
        return out
