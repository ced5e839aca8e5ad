# pypto.program: CubePop
import pypto.language as pl

@pl.program
class CubePop:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker, attrs={"split": pl.SplitMode.UP_DOWN, "split_aiv": True})
    def cube_consumer_aic(a__ssa_v0: pl.Tensor[[16, 16], pl.FP16], out__ssa_v0: pl.Out[pl.Tensor[[16, 16], pl.FP16]]):
        pipe_buf__ssa_v0: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='v2c_slot_buffer', size=4096, base=4096)
        pl.system.aic_initialize_pipe(pl.const(0, pl.INT32), pipe_buf__ssa_v0, dir_mask=2, slot_size=512)
        received__ssa_v0: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.tpop_from_aiv(split=0)
        pl.tile.tpush_to_aiv(received__ssa_v0, split=1)
        pl.system.tfree_to_aiv(received__ssa_v0)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker, attrs={"split": pl.SplitMode.UP_DOWN, "split_aiv": True})
    def cube_consumer_aiv(a__ssa_v0: pl.Tensor[[16, 16], pl.FP16], out__ssa_v0: pl.Out[pl.Tensor[[16, 16], pl.FP16]]) -> pl.Tensor[[16, 16], pl.FP16]:
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        pipe_buf__ssa_v0: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='v2c_slot_buffer', size=4096, base=4096)
        received__ssa_v0_Vec: pl.Tile[[8, 16], pl.FP16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.tpop_from_aic(split=1)
        updated__ssa_v0: pl.Tensor[[16, 16], pl.FP16] = pl.tile.store(received__ssa_v0_Vec, [0 + subblock_idx * 8, 0], out__ssa_v0)
        pl.system.tfree_to_aic(received__ssa_v0_Vec)
        return updated__ssa_v0
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker, attrs={"split": pl.SplitMode.UP_DOWN, "split_aiv": True})
    def cube_consumer(a__ssa_v0: pl.Tensor[[16, 16], pl.FP16], out__ssa_v0: pl.Out[pl.Tensor[[16, 16], pl.FP16]]) -> pl.Tensor[[16, 16], pl.FP16]:
        self.cube_consumer_aic(a__ssa_v0, out__ssa_v0)
        self.cube_consumer_aiv(a__ssa_v0, out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[16, 16], pl.FP16], out__ssa_v0: pl.Out[pl.Tensor[[16, 16], pl.FP16]]) -> pl.Tensor[[16, 16], pl.FP16]:
        updated__ssa_v0: pl.Tensor[[16, 16], pl.FP16] = self.cube_consumer(a__ssa_v0, out__ssa_v0)
        return updated__ssa_v0
