# pypto.program: LogSoftmax
import pypto.language as pl

@pl.program
class LogSoftmax:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def log_softmax(x__ssa_v0: pl.Tensor[[64, 256], pl.FP32], r__ssa_v0: pl.Scalar[pl.INDEX], y__ssa_v0: pl.Out[pl.Tensor[[64, 256], pl.FP32]]) -> pl.Tensor[[64, 256], pl.FP32]:
        t__ssa_v0: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [r__ssa_v0 * 16, 0], [16, 256], [16, 256], target_memory=pl.Mem.Vec)
        tmp__ssa_v0: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.create([16, 256], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        mx__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.row_max(t__ssa_v0, tmp__ssa_v0)
        sh__ssa_v0: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.row_expand_sub(t__ssa_v0, mx__ssa_v0)
        ex__ssa_v0: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.exp(sh__ssa_v0)
        sm__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.row_sum(ex__ssa_v0, tmp__ssa_v0)
        lg__rm_a0_tmp_v0: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.reshape(sm__ssa_v0, [1, 16])
        lg__row_major_tmp_v1: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.log(lg__rm_a0_tmp_v0)
        lg__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.reshape(lg__row_major_tmp_v1, [16, 1])
        out__ssa_v0: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.row_expand_sub(sh__ssa_v0, lg__ssa_v0)
        yd__ssa_v0: pl.Tensor[[64, 256], pl.FP32] = pl.tile.store(out__ssa_v0, [r__ssa_v0 * 16, 0], y__ssa_v0)
        return yd__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[64, 256], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[64, 256], pl.FP32]]) -> pl.Tensor[[64, 256], pl.FP32]:
        for r__idx_v0, (y__iter_v1,) in pl.range(4, init_values=(y__ssa_v0,)):
            y__ssa_v3: pl.Tensor[[64, 256], pl.FP32] = self.log_softmax(x__ssa_v0, r__idx_v0, y__iter_v1)
            y__rv_v2: pl.Tensor[[64, 256], pl.FP32] = pl.yield_(y__ssa_v3)
        return y__rv_v2
