# pypto.program: DumpTagSplitRegion
import pypto.language as pl

@pl.program
class DumpTagSplitRegion:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker, attrs={"split_aiv": True, "split": pl.SplitMode.UP_DOWN})
    def main_incore_0(a__ssa_v0: pl.Tensor[[512, 128], pl.FP32], out__ssa_v0: pl.InOut[pl.Tensor[[512, 128], pl.FP32]]) -> pl.Tensor[[512, 128], pl.FP32]:
        for aiv_id__ssa_v0 in pl.split_aiv(2, mode=pl.SplitMode.UP_DOWN):
            offset__ssa_v0: pl.Scalar[pl.INDEX] = aiv_id__ssa_v0 * 128
            t__ssa_v0: pl.Tile[[128, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(a__ssa_v0, [offset__ssa_v0, 0], [128, 128], [128, 128], target_memory=pl.Mem.Vec)
            out__ssa_v1: pl.Tensor[[512, 128], pl.FP32] = pl.tile.store(t__ssa_v0, [offset__ssa_v0, 0], out__ssa_v0)
            out__store: pl.Tensor[[512, 128], pl.FP32] = out__ssa_v1
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[512, 128], pl.FP32], out__ssa_v0: pl.InOut[pl.Tensor[[512, 128], pl.FP32]]) -> pl.Tensor[[512, 128], pl.FP32]:
        out__ssa_v2: pl.Tensor[[512, 128], pl.FP32] = self.main_incore_0(a__ssa_v0, out__ssa_v0, attrs={"dump_vars": [a__ssa_v0]})
        return out__ssa_v2
