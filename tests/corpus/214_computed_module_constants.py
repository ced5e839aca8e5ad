# Module-level constants computed from earlier ones with Python's operators
# (Python evaluates them when the module loads), used in types, loop bounds,
# offsets and scalar operands.
import pypto.language as pl

TILE = 16
ROWS = TILE * 4
COLS = 2 ** 7
HALF = COLS // 2
SCALE = 1.0 / 4
EPS = 2 ** -10
STEP = 1 << 1
DT = pl.FP32
ACC_DT = DT


@pl.program
class ComputedModuleConstants:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[ROWS, COLS], DT],
        out: pl.Out[pl.Tensor[[ROWS, COLS], ACC_DT]],
    ) -> pl.Tensor[[ROWS, COLS], ACC_DT]:
        for i in pl.range(0, ROWS // TILE, STEP // 2):
            with pl.at(level=pl.Level.CORE_GROUP):
                t = pl.slice(x, [TILE, COLS], [i * TILE, 0])
                left = pl.slice(t, [TILE, HALF], [0, 0])
                right = pl.slice(t, [TILE, HALF], [0, HALF])
                y = pl.mul(pl.add(left, right), SCALE * 2)
                z = pl.add(y, EPS + 1)
                out = pl.assemble(out, z, [i * TILE, 0])
                out = pl.assemble(out, z, [i * TILE, HALF])
        return out
