# pypto.program: InOutAccumulateLoop
import pypto.language as pl

@pl.program
class InOutAccumulateLoop:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def fold_block(x__ssa_v0: pl.Tensor[[128, 64], pl.FP32], k__ssa_v0: pl.Scalar[pl.INDEX], acc__ssa_v0: pl.InOut[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        t__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [k__ssa_v0 * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        a__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(acc__ssa_v0, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        s__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(a__ssa_v0, t__ssa_v0)
        acc__ssa_v1: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(s__ssa_v0, [0, 0], acc__ssa_v0)
        return acc__ssa_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[128, 64], pl.FP32], acc__ssa_v0: pl.InOut[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        for k__idx_v0, (acc__iter_v1,) in pl.range(8, init_values=(acc__ssa_v0,)):
            acc__ssa_v3: pl.Tensor[[16, 64], pl.FP32] = self.fold_block(x__ssa_v0, k__idx_v0, acc__iter_v1)
            acc__rv_v2: pl.Tensor[[16, 64], pl.FP32] = pl.yield_(acc__ssa_v3)
        return acc__rv_v2
