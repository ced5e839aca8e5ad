# pypto.program: SpmdStoreInIf
import pypto.language as pl

@pl.program
class SpmdStoreInIf:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_incore_0(n__ssa_v0: pl.Scalar[pl.INDEX], x__ssa_v0: pl.Tensor[[128, 64], pl.FP32], y__ssa_v0: pl.InOut[pl.Tensor[[128, 64], pl.FP32]]) -> tuple[pl.Tensor[[128, 64], pl.FP32], pl.Tensor[[128, 64], pl.FP32]]:
        i__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        if i__ssa_v0 < n__ssa_v0:
            t__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [i__ssa_v0 * 64, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
            y__ssa_v1: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(t__ssa_v0, [i__ssa_v0 * 64, 0], y__ssa_v0)
            y__store: pl.Tensor[[128, 64], pl.FP32] = y__ssa_v1
            y__phi_v2: pl.Tensor[[128, 64], pl.FP32] = pl.yield_(y__ssa_v1)
        else:
            y__phi_v2: pl.Tensor[[128, 64], pl.FP32] = pl.yield_(y__ssa_v0)
        return y__phi_v2, y__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd, attrs={"core_num": 2})
    def main_spmd_0(self, n__ssa_v0: pl.Scalar[pl.INDEX], x__ssa_v0: pl.Tensor[[128, 64], pl.FP32], y__ssa_v0: pl.InOut[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        ret__tmp_v0: pl.Tuple[pl.Tensor[[128, 64], pl.FP32], pl.Tensor[[128, 64], pl.FP32]] = self.main_incore_0(n__ssa_v0, x__ssa_v0, y__ssa_v0)
        y__phi_v2: pl.Tensor[[128, 64], pl.FP32] = ret__tmp_v0[0]
        y__ssa_v2: pl.Tensor[[128, 64], pl.FP32] = ret__tmp_v0[1]
        return y__phi_v2
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[128, 64], pl.FP32], n__ssa_v0: pl.Scalar[pl.INDEX], y__ssa_v0: pl.InOut[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        y__phi_v2: pl.Tensor[[128, 64], pl.FP32] = self.main_spmd_0(n__ssa_v0, x__ssa_v0, y__ssa_v0)
        return y__phi_v2
