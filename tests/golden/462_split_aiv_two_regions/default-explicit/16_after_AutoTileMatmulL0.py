# pypto.program: SplitAivTwoRegions
import pypto.language as pl

@pl.program
class SplitAivTwoRegions:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker, attrs={"split_aiv": True})
    def main_incore_0(x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], y__ssa_v0: pl.InOut[pl.Tensor[[64, 128], pl.FP32]], z__ssa_v0: pl.InOut[pl.Tensor[[64, 128], pl.FP32]]) -> tuple[pl.Tensor[[64, 128], pl.FP32], pl.Tensor[[64, 128], pl.FP32]]:
        for lane__ssa_v0 in pl.split_aiv(2, mode=pl.SplitMode.UP_DOWN):
            t__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
            t__tmp_v0: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.muls(t__ssa_v0, 2.0)
            y__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(t__tmp_v0, [0, 0], y__ssa_v0)
            y__store: pl.Tensor[[64, 128], pl.FP32] = y__ssa_v1
        for half__ssa_v0 in pl.split_aiv(2, mode=pl.SplitMode.LEFT_RIGHT):
            u__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
            t__tmp_v1: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.abs(u__ssa_v0)
            z__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(t__tmp_v1, [0, 0], z__ssa_v0)
            z__store: pl.Tensor[[64, 128], pl.FP32] = z__ssa_v1
        return z__ssa_v0, y__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], y__ssa_v0: pl.InOut[pl.Tensor[[64, 128], pl.FP32]], z__ssa_v0: pl.InOut[pl.Tensor[[64, 128], pl.FP32]]) -> tuple[pl.Tensor[[64, 128], pl.FP32], pl.Tensor[[64, 128], pl.FP32]]:
        ret__tmp_v0: pl.Tuple[pl.Tensor[[64, 128], pl.FP32], pl.Tensor[[64, 128], pl.FP32]] = self.main_incore_0(x__ssa_v0, y__ssa_v0, z__ssa_v0)
        z__ssa_v2: pl.Tensor[[64, 128], pl.FP32] = ret__tmp_v0[0]
        y__ssa_v2: pl.Tensor[[64, 128], pl.FP32] = ret__tmp_v0[1]
        return y__ssa_v2, z__ssa_v2
