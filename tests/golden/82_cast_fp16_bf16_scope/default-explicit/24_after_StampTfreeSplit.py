# pypto.program: CastFp16Bf16Scope
import pypto.language as pl

@pl.program
class CastFp16Bf16Scope:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_incore_0(x__ssa_v0: pl.Tensor[[32, 128], pl.FP16], y__ssa_v0: pl.InOut[pl.Tensor[[32, 128], pl.BF16]]) -> pl.Tensor[[32, 128], pl.BF16]:
        x__tile: pl.Tile[[32, 128], pl.FP16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
        f__tile: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.cast(x__tile, target_type=pl.FP32, mode='round')
        g__tile: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.muls(f__tile, 0.5)
        h__tile: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.adds(g__tile, 2.0)
        b__tile: pl.Tile[[32, 128], pl.BF16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.cast(h__tile, target_type=pl.BF16, mode='round')
        y__tile: pl.Tensor[[32, 128], pl.BF16] = pl.tile.store(b__tile, [0, 0], y__ssa_v0)
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[32, 128], pl.FP16], y__ssa_v0: pl.InOut[pl.Tensor[[32, 128], pl.BF16]]) -> pl.Tensor[[32, 128], pl.BF16]:
        y__ssa_v1: pl.Tensor[[32, 128], pl.BF16] = self.main_incore_0(x__ssa_v0, y__ssa_v0)
        return y__ssa_v1
