# pypto.program: SliceValidOffset0
import pypto.language as pl

@pl.program
class SliceValidOffset0:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k(x: pl.Tensor[[32, 128], pl.FP32], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        a: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[32, n], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x, [0, 0], [32, 128], [32, n], target_memory=pl.Mem.Vec)
        s: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[16, pl.min(n, pl.const(64, pl.INDEX))], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.slice(a, [16, 64], [0, 0])
        out: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(s, [0, 0], out)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[32, 128], pl.FP32], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        out: pl.Tensor[[16, 64], pl.FP32] = self.k(x, n, out)
        return out
