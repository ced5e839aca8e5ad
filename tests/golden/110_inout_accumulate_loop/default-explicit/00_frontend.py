# pypto.program: InOutAccumulateLoop
import pypto.language as pl

@pl.program
class InOutAccumulateLoop:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def fold_block(x: pl.Tensor[[128, 64], pl.FP32], k: pl.Scalar[pl.INDEX], acc: pl.InOut[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x, [k * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        a: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(acc, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        s: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.add(a, t)
        acc: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(s, [0, 0], acc)
        return acc
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[128, 64], pl.FP32], acc: pl.InOut[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        for k in pl.range(8):
            acc: pl.Tensor[[16, 64], pl.FP32] = self.fold_block(x, k, acc)
        return acc
