# pypto.program: TwoOutputsKernel
import pypto.language as pl

@pl.program
class TwoOutputsKernel:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def split_sign(x: pl.Tensor[[32, 128], pl.FP32], pos: pl.Out[pl.Tensor[[32, 128], pl.FP32]], neg: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> tuple[pl.Tensor[[32, 128], pl.FP32], pl.Tensor[[32, 128], pl.FP32]]:
        t: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
        p: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.maximums(t, 0.0)
        n: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.minimums(t, 0.0)
        pos: pl.Tensor[[32, 128], pl.FP32] = pl.tile.store(p, [0, 0], pos)
        neg: pl.Tensor[[32, 128], pl.FP32] = pl.tile.store(n, [0, 0], neg)
        return pos, neg
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[32, 128], pl.FP32], pos: pl.Out[pl.Tensor[[32, 128], pl.FP32]], neg: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> tuple[pl.Tensor[[32, 128], pl.FP32], pl.Tensor[[32, 128], pl.FP32]]:
        _tuple_tmp: pl.Tuple[pl.Tensor[[32, 128], pl.FP32], pl.Tensor[[32, 128], pl.FP32]] = self.split_sign(x, pos, neg)
        pos: pl.Tensor[[32, 128], pl.FP32] = _tuple_tmp[0]
        neg: pl.Tensor[[32, 128], pl.FP32] = _tuple_tmp[1]
        return pos, neg
