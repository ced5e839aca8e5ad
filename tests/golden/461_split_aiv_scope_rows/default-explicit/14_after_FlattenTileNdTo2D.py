# pypto.program: SplitAivScopeRows
import pypto.language as pl

@pl.program
class SplitAivScopeRows:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker, attrs={"split_aiv": True, "split": pl.SplitMode.UP_DOWN})
    def main_incore_0(x__ssa_v0: pl.Tensor[[128, 64], pl.FP32], bias__ssa_v0: pl.Tensor[[128, 64], pl.FP32], y__ssa_v0: pl.InOut[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        for lane__ssa_v0 in pl.split_aiv(2, mode=pl.SplitMode.UP_DOWN):
            t__ssa_v0: pl.Tile[[128, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [0, 0], [128, 64], [128, 64], target_memory=pl.Mem.Vec)
            b__ssa_v0: pl.Tile[[128, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(bias__ssa_v0, [0, 0], [128, 64], [128, 64], target_memory=pl.Mem.Vec)
            s__ssa_v0: pl.Tile[[128, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.add(t__ssa_v0, b__ssa_v0)
            t__tmp_v0: pl.Tile[[128, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.exp(s__ssa_v0)
            y__ssa_v1: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(t__tmp_v0, [0, 0], y__ssa_v0)
            y__store: pl.Tensor[[128, 64], pl.FP32] = y__ssa_v1
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[128, 64], pl.FP32], bias__ssa_v0: pl.Tensor[[128, 64], pl.FP32], y__ssa_v0: pl.InOut[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        y__ssa_v2: pl.Tensor[[128, 64], pl.FP32] = self.main_incore_0(x__ssa_v0, bias__ssa_v0, y__ssa_v0)
        return y__ssa_v2
