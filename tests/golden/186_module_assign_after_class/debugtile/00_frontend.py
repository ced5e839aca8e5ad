# pypto.program: ModuleAssignAfterClass
import pypto.language as pl

@pl.program
class ModuleAssignAfterClass:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k(x: pl.Tensor[[16, 128], pl.FP32], out: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        t: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        out: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(t, [0, 0], out)
        return out
