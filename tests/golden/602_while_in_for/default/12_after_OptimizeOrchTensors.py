# pypto.program: WhileInFor
import pypto.language as pl

@pl.program
class WhileInFor:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def rows(x__ssa_v0: pl.Tensor[[128, 128], pl.FP32], lim__ssa_v0: pl.Scalar[pl.INDEX], y__ssa_v0: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        for r__idx_v0, (y__iter_v1,) in pl.range(4, init_values=(y__ssa_v0,)):
            c__ssa_v0: pl.Scalar[pl.INDEX] = 0
            for (c__iter_v1, y__iter_v3) in pl.while_(init_values=(c__ssa_v0, y__iter_v1)):
                pl.cond(c__iter_v1 < lim__ssa_v0)
                t__ssa_v0: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [r__idx_v0 * 32, c__iter_v1 * 32], [32, 32], [32, 32], target_memory=pl.Mem.Vec)
                m__ssa_v0: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec] = pl.tile.mul(t__ssa_v0, t__ssa_v0)
                y__ssa_v5: pl.Tensor[[128, 128], pl.FP32] = pl.tile.store(m__ssa_v0, [r__idx_v0 * 32, c__iter_v1 * 32], y__iter_v3)
                c__ssa_v3: pl.Scalar[pl.INDEX] = c__iter_v1 + 1
                c__rv_v2, y__rv_v4 = pl.yield_(c__ssa_v3, y__ssa_v5)
            y__rv_v2: pl.Tensor[[128, 128], pl.FP32] = pl.yield_(y__rv_v4)
        return y__rv_v2
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[128, 128], pl.FP32], lim__ssa_v0: pl.Scalar[pl.INDEX], y__ssa_v0: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        y__ssa_v1: pl.Tensor[[128, 128], pl.FP32] = self.rows(x__ssa_v0, lim__ssa_v0, y__ssa_v0)
        return y__ssa_v1
