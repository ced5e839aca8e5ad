# pypto.program: ParallelIterArgs
import pypto.language as pl

@pl.program
class ParallelIterArgs:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def blk(x: pl.Tensor[[64, 128], pl.FP32], i: pl.Scalar[pl.INDEX], y: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        t: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x, [i * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        e: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.exp(t)
        res: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(e, [i * 16, 0], y)
        return res
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[64, 128], pl.FP32], y: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        for i, (acc,) in pl.parallel(4, init_values=(y,)):
            acc2: pl.Tensor[[64, 128], pl.FP32] = self.blk(x, i, acc)
            fin: pl.Tensor[[64, 128], pl.FP32] = pl.yield_(acc2)
        return fin
