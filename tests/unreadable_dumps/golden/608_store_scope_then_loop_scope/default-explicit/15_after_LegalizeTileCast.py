# pypto.program: P
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def run_incore_0(x__ssa_v0: pl.Tensor[[32, 128], pl.FP32], out__ssa_v0: pl.InOut[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        t__tmp_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
        out__ssa_v1: pl.Tensor[[32, 128], pl.FP32] = pl.tile.store(t__tmp_v0, [0, 0], out__ssa_v0)
        out__store: pl.Tensor[[32, 128], pl.FP32] = out__ssa_v1
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def run_incore_1(x__ssa_v0: pl.Tensor[[32, 128], pl.FP32], out__iter_v2: pl.Tensor[[32, 128], pl.FP32]) -> pl.Tensor[[32, 128], pl.FP32]:
        t__tmp_v1: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
        out__ssa_v4: pl.Tensor[[32, 128], pl.FP32] = pl.tile.store(t__tmp_v1, [0, 0], out__iter_v2_1__FREE_VAR)
        return out__ssa_v4
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[32, 128], pl.FP32], out__ssa_v0: pl.InOut[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        out__ssa_v2: pl.Tensor[[32, 128], pl.FP32] = self.run_incore_0(x__ssa_v0, out__ssa_v0)
        for i__idx_v0, (out__iter_v2,) in pl.range(2, init_values=(out__ssa_v2,)):
            out__ssa_v4: pl.Tensor[[32, 128], pl.FP32] = self.run_incore_1(x__ssa_v0, out__iter_v2_1__FREE_VAR)
            out__rv_v3: pl.Tensor[[32, 128], pl.FP32] = pl.yield_(out__ssa_v4)
        return out__rv_v3
