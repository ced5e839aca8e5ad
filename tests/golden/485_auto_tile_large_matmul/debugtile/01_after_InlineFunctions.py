# pypto.program: AutoTileLargeMatmul
import pypto.language as pl

@pl.program
class AutoTileLargeMatmul:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def big_mm(a: pl.Tensor[[128, 256], pl.FP16], b: pl.Tensor[[256, 128], pl.FP16], c: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        am: pl.Tile[[128, 256], pl.FP16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [128, 256], [128, 256], target_memory=pl.Mem.Mat)
        bm: pl.Tile[[256, 128], pl.FP16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [256, 128], [256, 128], target_memory=pl.Mem.Mat)
        acc: pl.Tile[[128, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(am, bm)
        cd: pl.Tensor[[128, 128], pl.FP32] = pl.tile.store(acc, [0, 0], c)
        return cd
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, a: pl.Tensor[[128, 256], pl.FP16], b: pl.Tensor[[256, 128], pl.FP16], c: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        c: pl.Tensor[[128, 128], pl.FP32] = self.big_mm(a, b, c)
        return c
