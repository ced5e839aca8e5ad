# pypto.program: MinDumpTagInlineScope
import pypto.language as pl

@pl.program
class MinDumpTagInlineScope:
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[16, 64], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP, dumps=[x__ssa_v0]):
            t_inline1__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            y__ssa_v1: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(t_inline1__ssa_v0, [0, 0], y__ssa_v0)
        return y__ssa_v1
