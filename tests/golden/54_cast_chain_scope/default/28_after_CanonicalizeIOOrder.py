# pypto.program: CastChainScope
import pypto.language as pl

@pl.program
class CastChainScope:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_incore_0(x__ssa_v0: pl.Tensor[[32, 64], pl.FP16], y__ssa_v0: pl.InOut[pl.Tensor[[32, 64], pl.BF16]]) -> pl.Tensor[[32, 64], pl.BF16]:
        x__tile: pl.Tile[[32, 64], pl.FP16, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        wide__tile: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.cast(x__tile, target_type=pl.FP32, mode='round')
        sq__tile: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(wide__tile, wide__tile)
        narrow__tile: pl.Tile[[32, 64], pl.BF16, pl.Mem.Vec] = pl.tile.cast(sq__tile, target_type=pl.BF16, mode='round')
        y__tile: pl.Tensor[[32, 64], pl.BF16] = pl.tile.store(narrow__tile, [0, 0], y__ssa_v0)
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[32, 64], pl.FP16], y__ssa_v0: pl.InOut[pl.Tensor[[32, 64], pl.BF16]]) -> pl.Tensor[[32, 64], pl.BF16]:
        y__ssa_v1: pl.Tensor[[32, 64], pl.BF16] = self.main_incore_0(x__ssa_v0, y__ssa_v0)
        return y__ssa_v1
