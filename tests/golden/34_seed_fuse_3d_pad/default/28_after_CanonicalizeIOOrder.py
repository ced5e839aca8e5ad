# pypto.program: Before3D
import pypto.language as pl

@pl.program
class Before3D:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def compute(x__ssa_v0: pl.Tensor[[4, 8], pl.FP32], chunk__ssa_v0: pl.Out[pl.Tensor[[2, 4], pl.FP32, pl.TensorView(stride=[8, 1], layout=pl.TensorLayout.ND)]]) -> pl.Tensor[[2, 4], pl.FP32]:
        t__ssa_v0: pl.Tile[[2, 4], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [2, 4], [2, 4], target_memory=pl.Mem.Vec)
        e__ssa_v0: pl.Tile[[2, 4], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t__ssa_v0)
        chunk_1__ssa_v0: pl.Tensor[[2, 4], pl.FP32, pl.TensorView(stride=[8, 1], layout=pl.TensorLayout.ND)] = pl.tile.store(e__ssa_v0, [0, 0], chunk__ssa_v0)
        return chunk__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def orch(self, x__ssa_v0: pl.Tensor[[4, 8], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[2, 4, 8], pl.FP32]]) -> pl.Tensor[[2, 4, 8], pl.FP32]:
        for b__idx_v0, (out__iter_v1,) in pl.range(2, init_values=(out__ssa_v0,)):
            for c__idx_v0, (out__iter_v3,) in pl.range(2, init_values=(out__iter_v1,)):
                col__ssa_v0: pl.Scalar[pl.INDEX] = c__idx_v0 * 4
                chunk__ssa_v0: pl.Tensor[[2, 4], pl.FP32] = pl.tensor.create([2, 4], dtype=pl.FP32, layout=pl.TensorLayout.ND)
                chunk__ssa_v1: pl.Tensor[[2, 4], pl.FP32] = self.compute(x__ssa_v0, chunk__ssa_v0)
                out__ssa_v5: pl.Tensor[[2, 4, 8], pl.FP32] = pl.tensor.assemble(out__iter_v3, chunk__ssa_v1, [b__idx_v0, 0, col__ssa_v0])
                out__rv_v4: pl.Tensor[[2, 4, 8], pl.FP32] = pl.yield_(out__ssa_v5)
            out__rv_v2: pl.Tensor[[2, 4, 8], pl.FP32] = pl.yield_(out__rv_v4)
        return out__rv_v2
