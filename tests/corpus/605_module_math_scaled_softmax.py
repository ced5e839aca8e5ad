# Scaled softmax of row blocks whose scale and block count are module constants computed with Python's math module (the reference runs the module's top level as Python).
import math

import pypto.language as pl

HEAD_DIM = 64
ROWS = 48
TILE = 16
SCALE = 1.0 / math.sqrt(HEAD_DIM)
BLOCKS = math.ceil(ROWS / TILE)
LOG2E = 1.0 / math.log(2)


@pl.program
class MathScaledSoftmax:
    @pl.function
    def main(
        self,
        s: pl.Tensor[[ROWS, HEAD_DIM], pl.FP32],
        out: pl.Out[pl.Tensor[[ROWS, HEAD_DIM], pl.FP32]],
    ) -> pl.Tensor[[ROWS, HEAD_DIM], pl.FP32]:
        for b in pl.range(BLOCKS):
            with pl.at(level=pl.Level.CORE_GROUP):
                blk: pl.Tensor[[TILE, HEAD_DIM], pl.FP32] = pl.slice(s, [TILE, HEAD_DIM], [b * TILE, 0])
                scaled: pl.Tensor[[TILE, HEAD_DIM], pl.FP32] = pl.mul(blk, SCALE * LOG2E)
                m: pl.Tensor[[TILE, 1], pl.FP32] = pl.row_max(scaled)
                e: pl.Tensor[[TILE, HEAD_DIM], pl.FP32] = pl.row_expand_sub(scaled, m)
                x: pl.Tensor[[TILE, HEAD_DIM], pl.FP32] = pl.exp(e)
                z: pl.Tensor[[TILE, 1], pl.FP32] = pl.row_sum(x)
                p: pl.Tensor[[TILE, HEAD_DIM], pl.FP32] = pl.row_expand_div(x, z)
                out = pl.assemble(out, p, [b * TILE, 0])
        return out
