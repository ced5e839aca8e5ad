# pypto.program: UnaryMathScope
import pypto.language as pl

@pl.program
class UnaryMathScope:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_incore_0(x__ssa_v0: pl.Tensor[[32, 128], pl.FP32], y__ssa_v0: pl.InOut[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        x__tile: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
        a__tile: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.abs(x__tile)
        b__tile: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.adds(a__tile, 1.0)
        c__tile: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.log(b__tile)
        d__tile: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.sqrt(c__tile)
        e__tile: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.neg(d__tile)
        f__tile: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(e__tile)
        g__tile: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.recip(b__tile)
        h__tile: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.mul(f__tile, g__tile)
        k__tile: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.subs(h__tile, 0.5)
        m__tile: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.div(k__tile, b__tile)
        y__tile: pl.Tensor[[32, 128], pl.FP32] = pl.tile.store(m__tile, [0, 0], y__ssa_v0)
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[32, 128], pl.FP32], y__ssa_v0: pl.InOut[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        y__ssa_v1: pl.Tensor[[32, 128], pl.FP32] = self.main_incore_0(x__ssa_v0, y__ssa_v0)
        return y__ssa_v1
