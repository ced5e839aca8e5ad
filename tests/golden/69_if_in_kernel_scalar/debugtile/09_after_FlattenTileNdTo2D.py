# pypto.program: IfInKernelScalar
import pypto.language as pl

@pl.program
class IfInKernelScalar:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def clamp_or_copy(x__ssa_v0: pl.Tensor[[16, 128], pl.FP32], mode__ssa_v0: pl.Scalar[pl.INDEX], out__ssa_v0: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        if mode__ssa_v0 == 1:
            c__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.minimums(t__ssa_v0, 6.0)
            r__rv_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.yield_(c__ssa_v0)
        else:
            r__rv_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.yield_(t__ssa_v0)
        out__ssa_v1: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(r__rv_v0, [0, 0], out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[16, 128], pl.FP32], mode__ssa_v0: pl.Scalar[pl.INDEX], out__ssa_v0: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[16, 128], pl.FP32] = self.clamp_or_copy(x__ssa_v0, mode__ssa_v0, out__ssa_v0)
        return out__ssa_v1
