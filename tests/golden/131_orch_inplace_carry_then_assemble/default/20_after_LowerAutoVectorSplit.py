# pypto.program: OrchInplaceCarryThenAssemble
import pypto.language as pl

@pl.program
class OrchInplaceCarryThenAssemble:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def bump(x__ssa_v0: pl.Tensor[[16, 64], pl.FP32], acc__ssa_v0: pl.InOut[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        a__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(acc__ssa_v0, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        t__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        s__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(a__ssa_v0, t__ssa_v0)
        acc__ssa_v1: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(s__ssa_v0, [0, 0], acc__ssa_v0)
        return acc__ssa_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[16, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        cur__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.create([16, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        for k__idx_v0, (cur__iter_v1,) in pl.range(3, init_values=(cur__ssa_v0,)):
            cur__ssa_v3: pl.Tensor[[16, 64], pl.FP32] = self.bump(x__ssa_v0, cur__iter_v1)
            cur__rv_v2: pl.Tensor[[16, 64], pl.FP32] = pl.yield_(cur__ssa_v3)
        out__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.assemble(out__ssa_v0, cur__rv_v2, [16, 0])
        return out__ssa_v1
