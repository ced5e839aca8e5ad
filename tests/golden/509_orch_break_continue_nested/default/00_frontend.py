# pypto.program: BC1
import pypto.language as pl

@pl.program
class BC1:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def krow(x: pl.Tensor[[128, 64], pl.FP32], r: pl.Scalar[pl.INDEX], y: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [r, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        m: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t, 2.0)
        y: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(m, [r, 0], y)
        return y
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def krow2(x: pl.Tensor[[128, 64], pl.FP32], r: pl.Scalar[pl.INDEX], y: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [r, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        m: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sqrt(t)
        y: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(m, [r, 0], y)
        return y
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[128, 64], pl.FP32], n: pl.Scalar[pl.INDEX], y: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        for i in pl.range(4):
            for j in pl.range(2):
                if j == 1 and i == 2:
                    continue
                r: pl.Scalar[pl.INDEX] = (i * 2 + j) * 16
                if r > n:
                    break
                y: pl.Tensor[[128, 64], pl.FP32] = self.krow(x, r, y)
        return y
