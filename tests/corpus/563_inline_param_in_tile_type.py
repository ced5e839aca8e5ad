# An Inline function whose parameter is a tile's valid-shape dimension: the
# inliner substitutes the call's arguments in expressions but copies each
# definition's type as it is, so after InlineFunctions the type still names
# the callee's 'valid' (printed as a program-level pl.dynamic) until
# ConvertToSSA re-derives it, as in the reference.
import pypto.language as pl

M = pl.dynamic("M")
K = pl.dynamic("K")


@pl.program
class DynamicShapeKernels:
    @pl.function(type=pl.FunctionType.Inline)
    def scale_rows(
        self,
        x: pl.Tensor[[M, K], pl.FP32],
        row: pl.Scalar[pl.INDEX],
        valid: pl.Scalar[pl.INDEX],
        y: pl.Out[pl.Tensor[[M, K], pl.FP32]],
    ) -> pl.Tensor[[M, K], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [row, 0], [16, 64])
        part: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[valid, 64])] = pl.tile.load(x, [row, 64], [16, 64], [valid, 64], target_memory=pl.Mem.Vec)
        s: pl.Tile[[16, 64], pl.FP32] = pl.add(t, part)
        done: pl.Tensor[[M, K], pl.FP32] = pl.store(s, [row, 0], y)
        return done

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[M, K], pl.FP32],
        y: pl.Out[pl.Tensor[[M, K], pl.FP32]],
    ) -> pl.Tensor[[M, K], pl.FP32]:
        rows: pl.Scalar[pl.INDEX] = pl.tensor.dim(x, 0)
        blocks: pl.Scalar[pl.INDEX] = (rows + 15) // 16
        for b in pl.range(blocks):
            left: pl.Scalar[pl.INDEX] = pl.min(rows - b * 16, 16)
            y = self.scale_rows(x, b * 16, left, y)
        return y
