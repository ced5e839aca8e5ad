# pypto.program: ModuleConstantsUnpacked
import pypto.language as pl

N = pl.dynamic("N")

@pl.program
class ModuleConstantsUnpacked:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def scale_rows(x: pl.Tensor[[N, 64], pl.FP32], out: pl.Out[pl.Tensor[[N, 64], pl.FP32]]) -> pl.Tensor[[N, 64], pl.FP32]:
        t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        u: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t, 0.5)
        out: pl.Tensor[[N, 64], pl.FP32] = pl.tile.store(u, [0, 0], out)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[N, 64], pl.FP32]) -> pl.Tensor[[N, 64], pl.FP32]:
        out: pl.Tensor[[N, 64], pl.FP32] = pl.tensor.create([N, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        out: pl.Tensor[[N, 64], pl.FP32] = self.scale_rows(x, out)
        return out
