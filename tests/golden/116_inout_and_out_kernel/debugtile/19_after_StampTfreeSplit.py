# pypto.program: InOutAndOutKernel
import pypto.language as pl

@pl.program
class InOutAndOutKernel:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def update(x__ssa_v0: pl.Tensor[[32, 64], pl.FP32], state__ssa_v0: pl.InOut[pl.Tensor[[32, 64], pl.FP32]], snap__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> tuple[pl.Tensor[[32, 64], pl.FP32], pl.Tensor[[32, 64], pl.FP32]]:
        tx__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        ts__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(state__ssa_v0, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        n__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(ts__ssa_v0, tx__ssa_v0)
        m__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(n__ssa_v0, 0.5)
        state__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(n__ssa_v0, [0, 0], state__ssa_v0)
        snap__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(m__ssa_v0, [0, 0], snap__ssa_v0)
        return state__ssa_v1, snap__ssa_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[32, 64], pl.FP32], state__ssa_v0: pl.InOut[pl.Tensor[[32, 64], pl.FP32]], snap__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> tuple[pl.Tensor[[32, 64], pl.FP32], pl.Tensor[[32, 64], pl.FP32]]:
        for k__idx_v0, (snap__iter_v1, state__iter_v1) in pl.range(3, init_values=(snap__ssa_v0, state__ssa_v0)):
            _tuple_tmp__ssa_v0: pl.Tuple[pl.Tensor[[32, 64], pl.FP32], pl.Tensor[[32, 64], pl.FP32]] = self.update(x__ssa_v0, state__iter_v1, snap__iter_v1)
            state__ssa_v3: pl.Tensor[[32, 64], pl.FP32] = _tuple_tmp__ssa_v0[0]
            snap__ssa_v3: pl.Tensor[[32, 64], pl.FP32] = _tuple_tmp__ssa_v0[1]
            snap__rv_v2, state__rv_v2 = pl.yield_(snap__ssa_v3, state__ssa_v3)
        return state__rv_v2, snap__rv_v2
