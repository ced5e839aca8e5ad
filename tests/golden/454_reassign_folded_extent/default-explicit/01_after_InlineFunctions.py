# pypto.program: ReassignConstExprDim
import pypto.language as pl

N = pl.dynamic("N")

@pl.program
class ReassignConstExprDim:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def pool(a: pl.Tensor[[N, 64], pl.FP32], out: pl.Out[pl.Tensor[[N // pl.const(2, pl.INDEX), 64], pl.FP32]]) -> pl.Tensor[[N // pl.const(2, pl.INDEX), 64], pl.FP32]:
        t0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(a, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        out: pl.Tensor[[N // pl.const(2, pl.INDEX), 64], pl.FP32] = pl.tile.store(t0, [0, 0], out)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, y: pl.Tensor[[64, 64], pl.FP32]) -> pl.Tensor[[32, 64], pl.FP32]:
        g: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.create([32, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        g: pl.Tensor[[32, 64], pl.FP32] = self.pool(y, g)
        return g
