# pypto.program: SplitAivTwoRegions
import pypto.language as pl

@pl.program
class SplitAivTwoRegions:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker, attrs={"split_aiv": True, "split_aiv_region_validated": True, "dual_aiv_dispatch": True})
    def main_incore_0(x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], y__ssa_v0: pl.InOut[pl.Tensor[[64, 128], pl.FP32]], z__ssa_v0: pl.InOut[pl.Tensor[[64, 128], pl.FP32]]) -> tuple[pl.Tensor[[64, 128], pl.FP32], pl.Tensor[[64, 128], pl.FP32]]:
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        lane__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        t__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0 + subblock_idx * 32, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
        t__tmp_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, 2.0)
        y__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(t__tmp_v0, [0 + subblock_idx * 32, 0], y__ssa_v0)
        y__store: pl.Tensor[[64, 128], pl.FP32] = y__ssa_v1
        subblock_idx__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        half__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        u__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0 + subblock_idx__ssa_v0 * 64], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        t__tmp_v1: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.abs(u__ssa_v0)
        z__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(t__tmp_v1, [0, 0 + subblock_idx__ssa_v0 * 64], z__ssa_v0)
        z__store: pl.Tensor[[64, 128], pl.FP32] = z__ssa_v1
        return y__ssa_v0, z__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], y__ssa_v0: pl.InOut[pl.Tensor[[64, 128], pl.FP32]], z__ssa_v0: pl.InOut[pl.Tensor[[64, 128], pl.FP32]]) -> tuple[pl.Tensor[[64, 128], pl.FP32], pl.Tensor[[64, 128], pl.FP32]]:
        ret__tmp_v0: pl.Tuple[pl.Tensor[[64, 128], pl.FP32], pl.Tensor[[64, 128], pl.FP32]] = self.main_incore_0(x__ssa_v0, y__ssa_v0, z__ssa_v0)
        z__ssa_v2: pl.Tensor[[64, 128], pl.FP32] = ret__tmp_v0[1]
        y__ssa_v2: pl.Tensor[[64, 128], pl.FP32] = ret__tmp_v0[0]
        return y__ssa_v2, z__ssa_v2
