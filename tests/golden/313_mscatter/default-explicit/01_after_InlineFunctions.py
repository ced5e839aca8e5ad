# pypto.program: Mscatter
import pypto.language as pl

@pl.program
class Mscatter:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(src: pl.Tensor[[8, 16], pl.FP16], idx: pl.Tensor[[8, 16], pl.INT32], out: pl.Out[pl.Tensor[[256], pl.FP16]]) -> pl.Tensor[[256], pl.FP16]:
        s: pl.Tile[[8, 16], pl.FP16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(src, [0, 0], [8, 16], [8, 16], target_memory=pl.Mem.Vec)
        i: pl.Tile[[8, 16], pl.INT32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(idx, [0, 0], [8, 16], [8, 16], target_memory=pl.Mem.Vec)
        r: pl.Tensor[[256], pl.FP16] = pl.tile.mscatter(s, i, out)
        return r
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel_stmt(src: pl.Tensor[[8, 16], pl.FP16], idx: pl.Tensor[[8, 16], pl.INT32], out: pl.Out[pl.Tensor[[256], pl.FP16]]) -> pl.Tensor[[256], pl.FP16]:
        s: pl.Tile[[8, 16], pl.FP16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(src, [0, 0], [8, 16], [8, 16], target_memory=pl.Mem.Vec)
        i: pl.Tile[[8, 16], pl.INT32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(idx, [0, 0], [8, 16], [8, 16], target_memory=pl.Mem.Vec)
        pl.tile.mscatter(s, i, out)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, src: pl.Tensor[[8, 16], pl.FP16], idx: pl.Tensor[[8, 16], pl.INT32], out: pl.Out[pl.Tensor[[256], pl.FP16]]) -> pl.Tensor[[256], pl.FP16]:
        out: pl.Tensor[[256], pl.FP16] = self.kernel(src, idx, out)
        out: pl.Tensor[[256], pl.FP16] = self.kernel_stmt(src, idx, out)
        return out
