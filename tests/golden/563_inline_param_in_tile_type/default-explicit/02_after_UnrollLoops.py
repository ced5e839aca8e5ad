# pypto.program: DynamicShapeKernels
import pypto.language as pl

K = pl.dynamic("K")
M = pl.dynamic("M")
valid = pl.dynamic("valid")

@pl.program
class DynamicShapeKernels:
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[M, K], pl.FP32], y: pl.Out[pl.Tensor[[M, K], pl.FP32]]) -> pl.Tensor[[M, K], pl.FP32]:
        blocks: pl.Scalar[pl.INDEX] = (M + 15) // 16
        for b in pl.range(blocks):
            left: pl.Scalar[pl.INDEX] = pl.min(M - b * 16, 16)
            t_inline7: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x, [b * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            part_inline6: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[valid, 64], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x, [b * 16, 64], [16, 64], [left, 64], target_memory=pl.Mem.Vec)
            s_inline5: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.add(t_inline7, part_inline6)
            done_inline4: pl.Tensor[[M, K], pl.FP32] = pl.tile.store(s_inline5, [b * 16, 0], y)
            y: pl.Tensor[[M, K], pl.FP32] = done_inline4
        return y
