# pypto.program: ScalarIndexMath
import pypto.language as pl

@pl.program
class ScalarIndexMath:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def offset_copy(x__ssa_v0: pl.Tensor[[256, 64], pl.FP32], base__ssa_v0: pl.Scalar[pl.INDEX], out__ssa_v0: pl.Out[pl.Tensor[[256, 64], pl.FP32]]) -> pl.Tensor[[256, 64], pl.FP32]:
        for i__idx_v0, (out__iter_v1,) in pl.range(0, 8, 2, init_values=(out__ssa_v0,)):
            row__ssa_v0: pl.Scalar[pl.INDEX] = (base__ssa_v0 + i__idx_v0 * 16) % 256
            lo__ssa_v0: pl.Scalar[pl.INDEX] = row__ssa_v0 // 16 * 16
            t__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [lo__ssa_v0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            u__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(t__ssa_v0, 2.0)
            out__ssa_v3: pl.Tensor[[256, 64], pl.FP32] = pl.tile.store(u__ssa_v0, [lo__ssa_v0, 0], out__iter_v1)
            out__rv_v2: pl.Tensor[[256, 64], pl.FP32] = pl.yield_(out__ssa_v3)
        return out__rv_v2
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[256, 64], pl.FP32], base__ssa_v0: pl.Scalar[pl.INDEX], out__ssa_v0: pl.Out[pl.Tensor[[256, 64], pl.FP32]]) -> pl.Tensor[[256, 64], pl.FP32]:
        out__ssa_v1: pl.Tensor[[256, 64], pl.FP32] = self.offset_copy(x__ssa_v0, base__ssa_v0, out__ssa_v0)
        return out__ssa_v1
