# Module-level names as Python binds them before the program is read: a tuple constant unpacked
# into two names, a one-element unpack, a chained assignment, a dtype and a float unpacked
# together, a subscript of the tuple, and a second name for a dynamic dimension (the same
# variable, printed under its own name).
import pypto.language as pl

SHAPE = (32, 64)
(ROWS, COLS) = SHAPE
HALF, = [ROWS // 2]
BLOCK = STEP = 2 * HALF
N = pl.dynamic("N")
TOKENS = N
DT, SCALE = pl.FP32, 0.5


@pl.program
class ModuleConstantsUnpacked:
    @pl.function(type=pl.FunctionType.InCore)
    def scale_rows(
        self,
        x: pl.Tensor[[TOKENS, COLS], DT],
        out: pl.Out[pl.Tensor[[N, COLS], DT]],
    ) -> pl.Tensor[[N, COLS], DT]:
        t: pl.Tile[[BLOCK, SHAPE[1]], DT] = pl.load(x, [0, 0], [STEP, COLS])
        u: pl.Tile[[BLOCK, COLS], DT] = pl.mul(t, SCALE)
        out = pl.store(u, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[TOKENS, COLS], DT]) -> pl.Tensor[[TOKENS, COLS], DT]:
        out: pl.Tensor[[TOKENS, COLS], DT] = pl.create_tensor([pl.tensor.dim(x, 0), COLS], dtype=DT)
        out = self.scale_rows(x, out)
        return out
