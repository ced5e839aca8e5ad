# pypto.program: ScopeClampMaxMinScalar
import pypto.language as pl

@pl.program
class ScopeClampMaxMinScalar:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(a__ssa_v0: pl.Tensor[[16, 256], pl.FP32], b__ssa_v0: pl.Tensor[[16, 256], pl.FP32], out__ssa_v0: pl.InOut[pl.Tensor[[16, 256], pl.FP32]]) -> pl.Tensor[[16, 256], pl.FP32]:
        a__tile: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec] = pl.tile.load(a__ssa_v0, [0, 0], [16, 256], [16, 256], target_memory=pl.Mem.Vec)
        b__tile: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec] = pl.tile.load(b__ssa_v0, [0, 0], [16, 256], [16, 256], target_memory=pl.Mem.Vec)
        hi__tile: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(a__tile, b__tile)
        lo__tile: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec] = pl.tile.minimum(a__tile, b__tile)
        s__tile: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec] = pl.tile.add(hi__tile, lo__tile)
        c__tile: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec] = pl.tile.maximums(s__tile, 9.9999999999999995e-07)
        r__tile: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec] = pl.tile.rsqrt(c__tile)
        out__tile: pl.Tensor[[16, 256], pl.FP32] = pl.tile.store(r__tile, [0, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[16, 256], pl.FP32], b__ssa_v0: pl.Tensor[[16, 256], pl.FP32], out__ssa_v0: pl.InOut[pl.Tensor[[16, 256], pl.FP32]]) -> pl.Tensor[[16, 256], pl.FP32]:
        out__ssa_v1: pl.Tensor[[16, 256], pl.FP32] = self.main_incore_0(a__ssa_v0, b__ssa_v0, out__ssa_v0)
        return out__ssa_v1
