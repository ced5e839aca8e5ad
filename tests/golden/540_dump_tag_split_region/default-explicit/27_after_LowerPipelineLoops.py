# pypto.program: DumpTagSplitRegion
import pypto.language as pl

@pl.program
class DumpTagSplitRegion:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker, attrs={"split_aiv": True, "split_aiv_region_validated": True, "dual_aiv_dispatch": True})
    def main_incore_0(a__ssa_v0: pl.Tensor[[512, 128], pl.FP32], out__ssa_v0: pl.InOut[pl.Tensor[[512, 128], pl.FP32]]) -> pl.Tensor[[512, 128], pl.FP32]:
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        aiv_id__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        offset__ssa_v0: pl.Scalar[pl.INDEX] = aiv_id__ssa_v0 * 128
        t__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(a__ssa_v0, [offset__ssa_v0 + subblock_idx * 64, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
        out__ssa_v1: pl.Tensor[[512, 128], pl.FP32] = pl.tile.store(t__ssa_v0, [offset__ssa_v0 + subblock_idx * 64, 0], out__ssa_v0)
        out__store: pl.Tensor[[512, 128], pl.FP32] = out__ssa_v1
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[512, 128], pl.FP32], out__ssa_v0: pl.InOut[pl.Tensor[[512, 128], pl.FP32]]) -> pl.Tensor[[512, 128], pl.FP32]:
        out__ssa_v2: pl.Tensor[[512, 128], pl.FP32] = self.main_incore_0(a__ssa_v0, out__ssa_v0, attrs={"dump_vars": [a__ssa_v0]})
        return out__ssa_v2
