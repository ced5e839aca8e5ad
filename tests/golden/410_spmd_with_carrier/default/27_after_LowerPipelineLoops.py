# pypto.program: SpmdCarrier
import pypto.language as pl

@pl.program
class SpmdCarrier:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_incore_0(x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], y__ssa_v0: pl.InOut[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        x__tile: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
        e__tile: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.neg(x__tile)
        y__tile: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(e__tile, [0, 0], y__ssa_v0)
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd, attrs={"core_num": 4, "sync_start": True})
    def main_spmd_0(self, x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], y__ssa_v0: pl.InOut[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        y__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = self.main_incore_0(x__ssa_v0, y__ssa_v0)
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], y__ssa_v0: pl.InOut[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        y__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = self.main_spmd_0(x__ssa_v0, y__ssa_v0)
        return y__ssa_v1
