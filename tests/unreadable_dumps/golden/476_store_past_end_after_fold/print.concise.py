# pypto.program: OobStoreAfterFold
import pypto.language as pl

@pl.program
class OobStoreAfterFold:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k(x: pl.Tensor[[128, 64], pl.FP32], y: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        o: pl.Scalar[pl.INDEX] = 4
        y: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(t, [o * 32, 0], y)
        return y
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[128, 64], pl.FP32], y: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        y: pl.Tensor[[128, 64], pl.FP32] = self.k(x, y)
        return y
