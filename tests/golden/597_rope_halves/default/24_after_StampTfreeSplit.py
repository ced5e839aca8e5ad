# pypto.program: RopeHalves
import pypto.language as pl

@pl.program
class RopeHalves:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_incore_0(x__ssa_v0: pl.Tensor[[32, 128], pl.FP32], cos__ssa_v0: pl.Tensor[[32, 64], pl.FP32], sin__ssa_v0: pl.Tensor[[32, 64], pl.FP32], y__ssa_v0: pl.InOut[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        cos__tile: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(cos__ssa_v0, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        sin__tile: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(sin__ssa_v0, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        x1__tile: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        x2__tile: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 64], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        a__tile: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(x1__tile, cos__tile)
        b__tile: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(x2__tile, sin__tile)
        lo__tile: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(a__tile, b__tile)
        c__tile: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(x2__tile, cos__tile)
        d__tile: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(x1__tile, sin__tile)
        hi__tile: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(c__tile, d__tile)
        y__tile: pl.Tensor[[32, 128], pl.FP32] = pl.tile.store(lo__tile, [0, 0], y__ssa_v0)
        y__tile_1: pl.Tensor[[32, 128], pl.FP32] = pl.tile.store(hi__tile, [0, 64], y__tile)
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[32, 128], pl.FP32], cos__ssa_v0: pl.Tensor[[32, 64], pl.FP32], sin__ssa_v0: pl.Tensor[[32, 64], pl.FP32], y__ssa_v0: pl.InOut[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        y__ssa_v2: pl.Tensor[[32, 128], pl.FP32] = self.main_incore_0(x__ssa_v0, cos__ssa_v0, sin__ssa_v0, y__ssa_v0)
        return y__ssa_v2
