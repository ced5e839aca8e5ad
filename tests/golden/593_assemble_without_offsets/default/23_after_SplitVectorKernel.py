# pypto.program: AssembleWithoutOffsets
import pypto.language as pl

@pl.program
class AssembleWithoutOffsets:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_incore_0(x__ssa_v0: pl.Tensor[[32, 128], pl.FP32], y__ssa_v0: pl.InOut[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        x__tile: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
        e__tile: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(x__tile)
        buf__tile: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.create([32, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        buf__tile_1: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.assemble(buf__tile, e__tile, [])
        y__tile: pl.Tensor[[32, 128], pl.FP32] = pl.tile.store(buf__tile_1, [0, 0], y__ssa_v0)
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[32, 128], pl.FP32], y__ssa_v0: pl.InOut[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        y__ssa_v1: pl.Tensor[[32, 128], pl.FP32] = self.main_incore_0(x__ssa_v0, y__ssa_v0)
        return y__ssa_v1
