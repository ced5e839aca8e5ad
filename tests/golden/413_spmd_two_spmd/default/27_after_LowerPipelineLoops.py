# pypto.program: TwoSpmd
import pypto.language as pl

@pl.program
class TwoSpmd:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_incore_0(x__ssa_v0: pl.Tensor[[256, 64], pl.FP32], y__ssa_v0: pl.InOut[pl.Tensor[[256, 64], pl.FP32]]) -> pl.Tensor[[256, 64], pl.FP32]:
        i__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        t__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__ssa_v0 * 64, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        r__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(t__ssa_v0, t__ssa_v0)
        y__ssa_v1: pl.Tensor[[256, 64], pl.FP32] = pl.tile.store(r__ssa_v0, [i__ssa_v0 * 64, 0], y__ssa_v0)
        y__store: pl.Tensor[[256, 64], pl.FP32] = y__ssa_v1
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd, attrs={"core_num": 4})
    def main_spmd_0(self, x__ssa_v0: pl.Tensor[[256, 64], pl.FP32], y__ssa_v0: pl.InOut[pl.Tensor[[256, 64], pl.FP32]]) -> pl.Tensor[[256, 64], pl.FP32]:
        y__ssa_v2: pl.Tensor[[256, 64], pl.FP32] = self.main_incore_0(x__ssa_v0, y__ssa_v0)
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_incore_1(y__ssa_v1: pl.Tensor[[256, 64], pl.FP32], z__ssa_v0: pl.InOut[pl.Tensor[[256, 64], pl.FP32]]) -> pl.Tensor[[256, 64], pl.FP32]:
        j__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        u__ssa_v0: pl.Tile[[128, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(y__ssa_v1, [j__ssa_v0 * 128, 0], [128, 64], [128, 64], target_memory=pl.Mem.Vec)
        v__ssa_v0: pl.Tile[[128, 64], pl.FP32, pl.Mem.Vec] = pl.tile.subs(u__ssa_v0, 1.0)
        z__ssa_v1: pl.Tensor[[256, 64], pl.FP32] = pl.tile.store(v__ssa_v0, [j__ssa_v0 * 128, 0], z__ssa_v0)
        z__store: pl.Tensor[[256, 64], pl.FP32] = z__ssa_v1
        return z__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd, attrs={"core_num": 2, "sync_start": True})
    def main_spmd_1(self, y__ssa_v2: pl.Tensor[[256, 64], pl.FP32], z__ssa_v0: pl.InOut[pl.Tensor[[256, 64], pl.FP32]]) -> pl.Tensor[[256, 64], pl.FP32]:
        z__ssa_v2: pl.Tensor[[256, 64], pl.FP32] = self.main_incore_1(y__ssa_v2, z__ssa_v0)
        return z__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[256, 64], pl.FP32], y__ssa_v0: pl.InOut[pl.Tensor[[256, 64], pl.FP32]], z__ssa_v0: pl.InOut[pl.Tensor[[256, 64], pl.FP32]]) -> pl.Tuple[pl.Tensor[[256, 64], pl.FP32], pl.Tensor[[256, 64], pl.FP32]]:
        y__ssa_v2: pl.Tensor[[256, 64], pl.FP32] = self.main_spmd_0(x__ssa_v0, y__ssa_v0)
        z__ssa_v2: pl.Tensor[[256, 64], pl.FP32] = self.main_spmd_1(y__ssa_v2, z__ssa_v0)
        return y__ssa_v2, z__ssa_v2
