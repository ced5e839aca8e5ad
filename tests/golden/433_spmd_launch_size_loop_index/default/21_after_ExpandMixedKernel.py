# pypto.program: LoopDyn
import pypto.language as pl

@pl.program
class LoopDyn:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_incore_0(x__ssa_v0: pl.Tensor[[256, 64], pl.FP32], y__iter_v1: pl.Out[pl.Tensor[[256, 64], pl.FP32]]) -> pl.Tensor[[256, 64], pl.FP32]:
        i__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        t__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__ssa_v0 * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        r__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(t__ssa_v0, 1.0)
        y__ssa_v3: pl.Tensor[[256, 64], pl.FP32] = pl.tile.store(r__ssa_v0, [i__ssa_v0 * 32, 0], y__iter_v1)
        return y__iter_v1
    @pl.function(type=pl.FunctionType.Spmd, attrs={"core_num": k__idx_v0 * 2})
    def main_spmd_0(self, x__ssa_v0: pl.Tensor[[256, 64], pl.FP32], y__iter_v1: pl.Out[pl.Tensor[[256, 64], pl.FP32]]) -> pl.Tensor[[256, 64], pl.FP32]:
        y__ssa_v3: pl.Tensor[[256, 64], pl.FP32] = self.main_incore_0(x__ssa_v0, y__iter_v1)
        return y__iter_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[256, 64], pl.FP32], n__ssa_v0: pl.Scalar[pl.INDEX], y__ssa_v0: pl.InOut[pl.Tensor[[256, 64], pl.FP32]]) -> pl.Tensor[[256, 64], pl.FP32]:
        for k__idx_v0, (y__iter_v1,) in pl.range(1, 3, init_values=(y__ssa_v0,)):
            y__ssa_v3: pl.Tensor[[256, 64], pl.FP32] = self.main_spmd_0(x__ssa_v0, y__iter_v1)
            y__rv_v2: pl.Tensor[[256, 64], pl.FP32] = pl.yield_(y__ssa_v3)
        return y__rv_v2
