# pypto.program: LoopRebindDyn
import pypto.language as pl

@pl.program
class LoopRebindDyn:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def fill(x__ssa_v0: pl.Tensor[[16, 64], pl.FP32], part__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        t__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        e__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t__ssa_v0)
        part__ssa_v1: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(e__ssa_v0, [0, 0], part__ssa_v0)
        return part__ssa_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[16, 64], pl.FP32], n__ssa_v0: pl.Scalar[pl.BOOL], out__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        cur__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.create([16, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        cur__ssa_v1: pl.Tensor[[16, 64], pl.FP32] = self.fill(x__ssa_v0, cur__ssa_v0)
        for i__idx_v0, (cur__iter_v2,) in pl.range(n__ssa_v0, init_values=(cur__ssa_v1,)):
            fresh__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.create([16, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            fresh__ssa_v1: pl.Tensor[[16, 64], pl.FP32] = self.fill(x__ssa_v0, fresh__ssa_v0)
            cur__ssa_v4: pl.Tensor[[16, 64], pl.FP32] = fresh__ssa_v1
            cur__rv_v3: pl.Tensor[[16, 64], pl.FP32] = pl.yield_(cur__ssa_v4)
        out__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.assemble(out__ssa_v0, cur__rv_v3, [16, 0])
        return out__ssa_v1
