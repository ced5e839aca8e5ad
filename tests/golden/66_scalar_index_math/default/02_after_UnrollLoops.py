# pypto.program: ScalarIndexMath
import pypto.language as pl

@pl.program
class ScalarIndexMath:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def offset_copy(x: pl.Tensor[[256, 64], pl.FP32], base: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[256, 64], pl.FP32]]) -> pl.Tensor[[256, 64], pl.FP32]:
        for i in pl.range(0, 8, 2):
            row: pl.Scalar[pl.INDEX] = (base + i * 16) % 256
            lo: pl.Scalar[pl.INDEX] = row // 16 * 16
            t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [lo, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            u: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(t, 2.0)
            out: pl.Tensor[[256, 64], pl.FP32] = pl.tile.store(u, [lo + 0, 0 * i], out)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[256, 64], pl.FP32], base: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[256, 64], pl.FP32]]) -> pl.Tensor[[256, 64], pl.FP32]:
        out: pl.Tensor[[256, 64], pl.FP32] = self.offset_copy(x, base, out)
        return out
