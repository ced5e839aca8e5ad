# pypto.program: TransposeValid
import pypto.language as pl

@pl.program
class TransposeValid:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k(x: pl.Tensor[[16, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 16], pl.FP32]]) -> pl.Tensor[[64, 16], pl.FP32]:
        a: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[12, 40])] = pl.tile.load(x, [0, 0], [16, 64], [12, 40], target_memory=pl.Mem.Vec)
        t: pl.Tile[[64, 16], pl.FP32, pl.Mem.Vec] = pl.tile.transpose(a, 0, 1)
        out: pl.Tensor[[64, 16], pl.FP32] = pl.tile.store(t, [0, 0], out)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[16, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 16], pl.FP32]]) -> pl.Tensor[[64, 16], pl.FP32]:
        out: pl.Tensor[[64, 16], pl.FP32] = self.k(x, out)
        return out
