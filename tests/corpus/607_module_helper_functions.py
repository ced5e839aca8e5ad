# Module-level helper functions (a ceiling division, a scale computed with math.sqrt through a local, a helper with a default value) called by the module's constants, which the reference runs as Python.
import math

import pypto.language as pl


def cdiv(a, b):
    """Ceiling division."""
    return (a + b - 1) // b


def pick_tile(rows: int, cap: int = 64) -> int:
    return rows if rows < cap else cap


def scale_for(d):
    inv = 1.0 / math.sqrt(d)
    twice = inv * 2
    return twice / 2


ROWS = 100
TILE = 16
BLOCKS = cdiv(ROWS, TILE)
CAP = pick_tile(ROWS)
SCALE = scale_for(64)
SHAPE = [cdiv(ROWS, 4) * 4, 128]


@pl.program
class ModuleHelpers:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[SHAPE, pl.FP32], y: pl.Out[pl.Tensor[SHAPE, pl.FP32]]) -> pl.Tensor[SHAPE, pl.FP32]:
        for i in pl.range(BLOCKS - 3 + CAP // 64 - 1):
            t: pl.Tile[[TILE, 128], pl.FP32] = pl.load(x, [i * TILE, 0], [TILE, 128])
            u: pl.Tile[[TILE, 128], pl.FP32] = pl.mul(t, SCALE)
            y = pl.store(u, [i * TILE, 0], y)
        return y
