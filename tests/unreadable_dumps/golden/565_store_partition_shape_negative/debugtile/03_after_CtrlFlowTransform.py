# pypto.program: StorePartitionShapeNegative
import pypto.language as pl

@pl.program
class StorePartitionShapeNegative:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[2, 8, 64], pl.FP32], out: pl.Out[pl.Tensor[[2, 8, 64], pl.FP32]]) -> pl.Tensor[[2, 8, 64], pl.FP32]:
        t: pl.Tile[[2, 8, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0, 0], [2, 8, 64], [2, 8, 64], target_memory=pl.Mem.Vec)
        u: pl.Tile[[2, 8, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t)
        r: pl.Tensor[[2, 8, 64], pl.FP32] = pl.tile.store(u, [0, 0, 0], out, [2, 8, 64])
        return r
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[2, 8, 64], pl.FP32]) -> pl.Tensor[[2, 8, 64], pl.FP32]:
        out: pl.Tensor[[2, 8, 64], pl.FP32] = pl.tensor.create([2, 8, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        r: pl.Tensor[[2, 8, 64], pl.FP32] = self.kernel(x, out)
        return r
