# pypto.program: Dynamic3dTileError
import pypto.language as pl

B = pl.dynamic("B")

@pl.program
class Dynamic3dTileError:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(x__ssa_v0: pl.Tensor[[B, 8, 128], pl.FP32], out__ssa_v0: pl.InOut[pl.Tensor[[B, 8, 128], pl.FP32]]) -> pl.Tensor[[B, 8, 128], pl.FP32]:
        x__tile: pl.Tile[[B, 8, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0, 0], [B, 8, 128], [B, 8, 128], target_memory=pl.Mem.Vec)
        s__tile: pl.Tile[[B, 8, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(x__tile, 0.5)
        out__tile: pl.Tensor[[B, 8, 128], pl.FP32] = pl.tile.store(s__tile, [0, 0, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[B, 8, 128], pl.FP32], out__ssa_v0: pl.InOut[pl.Tensor[[B, 8, 128], pl.FP32]]) -> pl.Tensor[[B, 8, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[B, 8, 128], pl.FP32] = self.main_incore_0(x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
