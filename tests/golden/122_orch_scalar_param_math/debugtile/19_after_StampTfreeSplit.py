# pypto.program: OrchScalarParamMath
import pypto.language as pl

@pl.program
class OrchScalarParamMath:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def shift_block(x__ssa_v0: pl.Tensor[[128, 32], pl.FP32], row__ssa_v0: pl.Scalar[pl.INDEX], out__ssa_v0: pl.Out[pl.Tensor[[128, 32], pl.FP32]]) -> pl.Tensor[[128, 32], pl.FP32]:
        t__ssa_v0: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [row__ssa_v0, 0], [16, 32], [16, 32], target_memory=pl.Mem.Vec)
        u__ssa_v0: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.subs(t__ssa_v0, 1.0)
        out__ssa_v1: pl.Tensor[[128, 32], pl.FP32] = pl.tile.store(u__ssa_v0, [row__ssa_v0, 0], out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[128, 32], pl.FP32], base__ssa_v0: pl.Scalar[pl.INDEX], out__ssa_v0: pl.Out[pl.Tensor[[128, 32], pl.FP32]]) -> pl.Tensor[[128, 32], pl.FP32]:
        for i__idx_v0, (out__iter_v1,) in pl.range(4, init_values=(out__ssa_v0,)):
            row__ssa_v0: pl.Scalar[pl.INDEX] = base__ssa_v0 + i__idx_v0 * 16
            out__ssa_v3: pl.Tensor[[128, 32], pl.FP32] = self.shift_block(x__ssa_v0, row__ssa_v0, out__iter_v1)
            out__rv_v2: pl.Tensor[[128, 32], pl.FP32] = pl.yield_(out__ssa_v3)
        return out__rv_v2
