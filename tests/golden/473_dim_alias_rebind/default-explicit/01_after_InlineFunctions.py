# pypto.program: DimRebind
import pypto.language as pl

N = pl.dynamic("N")

@pl.program
class DimRebind:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k(x: pl.Tensor[[N, 64], pl.FP32], n: pl.Scalar[pl.INDEX], y: pl.Out[pl.Tensor[[N, 64], pl.FP32]]) -> pl.Tensor[[N, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x, [n, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        y: pl.Tensor[[N, 64], pl.FP32] = pl.tile.store(t, [n, 0], y)
        return y
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[N, 64], pl.FP32], y: pl.Out[pl.Tensor[[N, 64], pl.FP32]]) -> pl.Tensor[[N, 64], pl.FP32]:
        rows: pl.Scalar[pl.INDEX] = N - 16
        for i in pl.range(rows // 16):
            y: pl.Tensor[[N, 64], pl.FP32] = self.k(x, i * 16, y)
        return y
