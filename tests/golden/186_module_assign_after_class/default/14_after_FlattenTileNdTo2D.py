# pypto.program: ModuleAssignAfterClass
import pypto.language as pl

@pl.program
class ModuleAssignAfterClass:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k(x__ssa_v0: pl.Tensor[[16, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        out__ssa_v1: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(t__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v1
