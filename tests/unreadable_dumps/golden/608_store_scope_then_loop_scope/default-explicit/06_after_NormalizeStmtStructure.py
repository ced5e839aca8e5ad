# pypto.program: P
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[32, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            out__ssa_v1: pl.Tensor[[32, 128], pl.FP32] = pl.tile.store(pl.tile.load(x__ssa_v0, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec), [0, 0], out__ssa_v0)
        for i__idx_v0, (out__iter_v2,) in pl.range(2, init_values=(out__ssa_v1,)):
            with pl.at(level=pl.Level.CORE_GROUP):
                out__ssa_v4: pl.Tensor[[32, 128], pl.FP32] = pl.tile.store(pl.tile.load(x__ssa_v0, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec), [0, 0], out__iter_v2)
            out__rv_v3: pl.Tensor[[32, 128], pl.FP32] = pl.yield_(out__ssa_v4)
        return out__rv_v3
