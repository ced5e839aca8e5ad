# pypto.program: UnicodeNames
import pypto.language as pl

@pl.program
class UnicodeNames:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k(xα: pl.Tensor[[16, 64], pl.FP32], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        tβ: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(xα, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        done: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(tβ, [0, 0], out)
        return done
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[16, 64], pl.FP32], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        out: pl.Tensor[[16, 64], pl.FP32] = self.k(x, out)
        return out
