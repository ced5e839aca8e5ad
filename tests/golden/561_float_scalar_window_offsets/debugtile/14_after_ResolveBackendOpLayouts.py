# pypto.program: FloatWindowOffsets
import pypto.language as pl

@pl.program
class FloatWindowOffsets:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def shift_rows(x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], row__ssa_v0: pl.Scalar[pl.FP32], col__ssa_v0: pl.Scalar[pl.INDEX], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [row__ssa_v0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        half__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.slice(t__ssa_v0, [16, 64], [0, col__ssa_v0])
        doubled__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(half__ssa_v0, 2.0)
        t2__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.assemble(t__ssa_v0, doubled__ssa_v0, [0, col__ssa_v0])
        out__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(t2__ssa_v0, [row__ssa_v0, 0], out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], row__ssa_v0: pl.Scalar[pl.FP32], col__ssa_v0: pl.Scalar[pl.INDEX], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = self.shift_rows(x__ssa_v0, row__ssa_v0, col__ssa_v0, out__ssa_v0)
        return out__ssa_v1
