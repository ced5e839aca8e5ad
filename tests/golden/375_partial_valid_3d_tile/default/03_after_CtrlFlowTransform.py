# pypto.program: Partial3D
import pypto.language as pl

@pl.program
class Partial3D:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k(x: pl.Tensor[[2, 16, 64], pl.FP32], n: pl.Scalar[pl.INDEX], y: pl.Out[pl.Tensor[[2, 16, 64], pl.FP32]]) -> pl.Tensor[[2, 16, 64], pl.FP32]:
        t: pl.Tile[[2, 16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[2, n, 64])] = pl.tile.load(x, [0, 0, 0], [2, 16, 64], [2, n, 64], target_memory=pl.Mem.Vec)
        e: pl.Tile[[2, 16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[2, n, 64])] = pl.tile.exp(t)
        y: pl.Tensor[[2, 16, 64], pl.FP32] = pl.tile.store(e, [0, 0, 0], y)
        return y
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[2, 16, 64], pl.FP32], n: pl.Scalar[pl.INDEX]) -> pl.Tensor[[2, 16, 64], pl.FP32]:
        y: pl.Tensor[[2, 16, 64], pl.FP32] = pl.tensor.create([2, 16, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        y: pl.Tensor[[2, 16, 64], pl.FP32] = self.k(x, n, y)
        return y
