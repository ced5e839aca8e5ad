# pypto.program: KernelLoopBreak
import pypto.language as pl

@pl.program
class KernelLoopBreak:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kern(x: pl.Tensor[[128, 32], pl.FP32], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 32], pl.FP32]]) -> pl.Tensor[[16, 32], pl.FP32]:
        acc: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.full([16, 32], dtype=pl.FP32, value=0.0)
        i__idx_v1: pl.Scalar[pl.INDEX] = 0
        break__tmp_v0: pl.Scalar[pl.BOOL] = False
        while i__idx_v1 < 8 and not break__tmp_v0:
            if i__idx_v1 >= n:
                break__tmp_v0: pl.Scalar[pl.BOOL] = True
                pl.yield_()
            else:
                t: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x, [i__idx_v1 * 16, 0], [16, 32], [16, 32], target_memory=pl.Mem.Vec)
                acc: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.add(acc, t)
                pl.yield_()
            if not break__tmp_v0:
                i__idx_v1: pl.Scalar[pl.INDEX] = i__idx_v1 + 1
        out: pl.Tensor[[16, 32], pl.FP32] = pl.tile.store(acc, [0, 0], out)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[128, 32], pl.FP32], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 32], pl.FP32]]) -> pl.Tensor[[16, 32], pl.FP32]:
        out: pl.Tensor[[16, 32], pl.FP32] = self.kern(x, n, out)
        return out
