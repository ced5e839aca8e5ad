# pypto.program: DynamicShapeKernels
import pypto.language as pl

K = pl.dynamic("K")
M = pl.dynamic("M")

@pl.program
class DynamicShapeKernels:
    @pl.function(type=pl.FunctionType.Inline)
    def scale_rows(self, x: pl.Tensor[[M, K], pl.FP32], row: pl.Scalar[pl.INDEX], valid: pl.Scalar[pl.INDEX], y: pl.Out[pl.Tensor[[M, K], pl.FP32]]) -> pl.Tensor[[M, K], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x, [row, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        part: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[valid, 64], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x, [row, 64], [16, 64], [valid, 64], target_memory=pl.Mem.Vec)
        s: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.add(t, part)
        done: pl.Tensor[[M, K], pl.FP32] = pl.tile.store(s, [row, 0], y)
        return done
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[M, K], pl.FP32], y: pl.Out[pl.Tensor[[M, K], pl.FP32]]) -> pl.Tensor[[M, K], pl.FP32]:
        blocks: pl.Scalar[pl.INDEX] = (M + 15) // 16
        for b in pl.range(blocks):
            left: pl.Scalar[pl.INDEX] = pl.min(M - b * 16, 16)
            y: pl.Tensor[[M, K], pl.FP32] = self.scale_rows(x, b * 16, left, y)
        return y
