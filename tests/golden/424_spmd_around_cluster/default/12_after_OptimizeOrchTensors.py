# pypto.program: SpmdCluster
import pypto.language as pl

@pl.program
class SpmdCluster:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0_incore_0(x__ssa_v0: pl.Tensor[[256, 64], pl.FP32], y__ssa_v0: pl.InOut[pl.Tensor[[256, 64], pl.FP32]]) -> pl.Tensor[[256, 64], pl.FP32]:
        b__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        t__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [b__ssa_v0 * 64, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        r__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t__ssa_v0)
        y__ssa_v1: pl.Tensor[[256, 64], pl.FP32] = pl.tile.store(r__ssa_v0, [b__ssa_v0 * 64, 0], y__ssa_v0)
        y__store: pl.Tensor[[256, 64], pl.FP32] = y__ssa_v1
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(x__ssa_v0: pl.Tensor[[256, 64], pl.FP32], y__ssa_v0: pl.InOut[pl.Tensor[[256, 64], pl.FP32]]) -> pl.Tensor[[256, 64], pl.FP32]:
        with pl.cluster():
            y__ssa_v2: pl.Tensor[[256, 64], pl.FP32] = self.main_incore_0_incore_0(x__ssa_v0, y__ssa_v0)
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd, attrs={"core_num": 4})
    def main_spmd_0(self, x__ssa_v0: pl.Tensor[[256, 64], pl.FP32], y__ssa_v0: pl.InOut[pl.Tensor[[256, 64], pl.FP32]]) -> pl.Tensor[[256, 64], pl.FP32]:
        y__ssa_v2: pl.Tensor[[256, 64], pl.FP32] = self.main_incore_0(x__ssa_v0, y__ssa_v0)
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[256, 64], pl.FP32], y__ssa_v0: pl.InOut[pl.Tensor[[256, 64], pl.FP32]]) -> pl.Tensor[[256, 64], pl.FP32]:
        y__ssa_v2: pl.Tensor[[256, 64], pl.FP32] = self.main_spmd_0(x__ssa_v0, y__ssa_v0)
        return y__ssa_v2
