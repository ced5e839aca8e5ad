# pypto.program: EscapingLoopResults
import pypto.language as pl

@pl.program
class EscapingLoopResults:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel(a__ssa_v0: pl.Tensor[[16, 64], pl.FP32], c__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        for i__idx_v0, (out__iter_v0,) in pl.range(2, init_values=(c__ssa_v0,)):
            t__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(a__ssa_v0, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            out__ssa_v2: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(t__ssa_v0, [0, 0], c__ssa_v0)
            out__rv_v1: pl.Tensor[[16, 64], pl.FP32] = pl.yield_(out__ssa_v2)
        return out__rv_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[16, 64], pl.FP32]) -> pl.Tensor[[16, 64], pl.FP32]:
        c1__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.create([16, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        first__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = self.kernel(a__ssa_v0, c1__ssa_v0)
        for j__idx_v0, (again__iter_v0,) in pl.range(2, init_values=(first__ssa_v0,)):
            c2__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.create([16, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            again__ssa_v2: pl.Tensor[[16, 64], pl.FP32] = self.kernel(first__ssa_v0, c2__ssa_v0)
            again__rv_v1: pl.Tensor[[16, 64], pl.FP32] = pl.yield_(again__ssa_v2)
        return again__rv_v1
