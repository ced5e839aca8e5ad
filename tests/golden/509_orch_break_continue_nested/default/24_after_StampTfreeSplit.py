# pypto.program: BC1
import pypto.language as pl

@pl.program
class BC1:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def krow(x__ssa_v0: pl.Tensor[[128, 64], pl.FP32], r__ssa_v0: pl.Scalar[pl.INDEX], y__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        t__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [r__ssa_v0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        m__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, 2.0)
        y__ssa_v1: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(m__ssa_v0, [r__ssa_v0, 0], y__ssa_v0)
        return y__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def krow2(x__ssa_v0: pl.Tensor[[128, 64], pl.FP32], r__ssa_v0: pl.Scalar[pl.INDEX], y__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        t__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [r__ssa_v0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        m__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sqrt(t__ssa_v0)
        y__ssa_v1: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(m__ssa_v0, [r__ssa_v0, 0], y__ssa_v0)
        return y__ssa_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[128, 64], pl.FP32], n__ssa_v0: pl.Scalar[pl.INDEX], y__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        for i__idx_v0, (y__iter_v1,) in pl.range(4, init_values=(y__ssa_v0,)):
            for j__idx_v0, (y__iter_v3,) in pl.range(2, init_values=(y__iter_v1,)):
                if j__idx_v0 == 1 and i__idx_v0 == 2:
                    continue
                r__ssa_v0: pl.Scalar[pl.INDEX] = (i__idx_v0 * 2 + j__idx_v0) * 16
                if n__ssa_v0 < r__ssa_v0:
                    break
                y__ssa_v5: pl.Tensor[[128, 64], pl.FP32] = self.krow(x__ssa_v0, r__ssa_v0, y__iter_v3)
                y__rv_v4: pl.Tensor[[128, 64], pl.FP32] = pl.yield_(y__ssa_v5)
            y__rv_v2: pl.Tensor[[128, 64], pl.FP32] = pl.yield_(y__rv_v4)
        return y__rv_v2
