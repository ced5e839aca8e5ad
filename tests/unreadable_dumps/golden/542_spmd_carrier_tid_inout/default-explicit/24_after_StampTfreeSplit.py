# pypto.program: SpmdCarrierTidInout
import pypto.language as pl

@pl.program
class SpmdCarrierTidInout:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_incore_0(a__ssa_v0: pl.Tensor[[512, 128], pl.FP32], out__ssa_v0: pl.InOut[pl.Tensor[[512, 128], pl.FP32]]) -> pl.Tensor[[512, 128], pl.FP32]:
        i__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        tl__ssa_v0: pl.Tile[[128, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(a__ssa_v0, [i__ssa_v0 * 128, 0], [128, 128], [128, 128], target_memory=pl.Mem.Vec)
        e__ssa_v0: pl.Tile[[128, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.exp(tl__ssa_v0)
        out__ssa_v1: pl.Tensor[[512, 128], pl.FP32] = pl.tile.store(e__ssa_v0, [i__ssa_v0 * 128, 0], out__ssa_v0)
        out__store: pl.Tensor[[512, 128], pl.FP32] = out__ssa_v1
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd, attrs={"core_num": 4})
    def main_spmd_0(self, a__ssa_v0: pl.Tensor[[512, 128], pl.FP32], out__ssa_v0: pl.Tensor[[512, 128], pl.FP32]) -> pl.Tensor[[512, 128], pl.FP32]:
        ret__tmp_v0: pl.Tuple[pl.Tensor[[512, 128], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.main_incore_0, a__ssa_v0, out__ssa_v0)
        out__ssa_v2: pl.Tensor[[512, 128], pl.FP32] = ret__tmp_v0[0]
        tid__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0[1]
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[512, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[512, 128], pl.FP32]]) -> pl.Tensor[[512, 128], pl.FP32]:
        out__ssa_v2: pl.Tensor[[512, 128], pl.FP32] = self.main_spmd_0(a__ssa_v0, out__ssa_v0)
        return out__ssa_v2
