# error: 28:61: tensor.rsqrt: unsupported value for keyword argument 'high_precision'
# (a second positional argument lands on high_precision; the reference: "Unsupported kwarg type for key: high_precision")
# Module-level constants (ints, a float, a dtype, one defined from another) read as the values they hold, as Python globals are in the reference
import pypto.language as pl

ROWS = 16
COLS = 256
BLOCK = ROWS
EPS = 1e-6
DT = pl.FP32
LOW = pl.BF16


@pl.program
class ModuleConstants:
    @pl.function
    def main(
        self,
        a: pl.Tensor[[64, COLS], DT],
        out: pl.Out[pl.Tensor[[64, COLS], DT]],
    ) -> pl.Tensor[[64, COLS], DT]:
        for i in pl.range(0, 64, BLOCK):
            with pl.at(level=pl.Level.CORE_GROUP):
                x: pl.Tensor[[ROWS, COLS], DT] = pl.slice(a, [BLOCK, COLS], [i, 0])
                y: pl.Tensor[[ROWS, COLS], DT] = pl.maximum(x, EPS)
                h: pl.Tensor[[ROWS, COLS], LOW] = pl.cast(y, target_type=LOW)
                z: pl.Tensor[[ROWS, COLS], DT] = pl.cast(h, target_type=DT)
                r: pl.Tensor[[ROWS, COLS], DT] = pl.rsqrt(z,z)
                out = pl.assemble(out, r, [i, 0])
        return out
