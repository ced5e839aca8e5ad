# pypto.program: WhileInFor
import pypto.language as pl

@pl.program
class WhileInFor:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def rows(x__ssa_v0: pl.Tensor[[128, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 65536)], lim__ssa_v0: pl.Scalar[pl.INDEX], y__ssa_v0: pl.Out[pl.Tensor[[128, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 65536)]]) -> pl.Tensor[[128, 128], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        for r__idx_v0, (y__iter_v1,) in pl.range(4, init_values=(y__ssa_v0,)):
            c__ssa_v0: pl.Scalar[pl.INDEX] = 0
            for (c__iter_v1, y__iter_v3) in pl.while_(init_values=(c__ssa_v0, y__iter_v1)):
                pl.cond(c__iter_v1 < lim__ssa_v0)
                t__ssa_v0: pl.Tile[[32, 32], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [r__idx_v0 * 32, c__iter_v1 * 32], [32, 32], [32, 32], target_memory=pl.Mem.Vec)
                m__ssa_v0: pl.Tile[[32, 32], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.mul(t__ssa_v0, t__ssa_v0)
                y__ssa_v5: pl.Tensor[[128, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 65536)] = pl.tile.store(m__ssa_v0, [r__idx_v0 * 32, c__iter_v1 * 32], y__iter_v3)
                c__ssa_v3: pl.Scalar[pl.INDEX] = c__iter_v1 + 1
                c__rv_v2, y__rv_v4 = pl.yield_(c__ssa_v3, y__ssa_v5)
            y__rv_v2: pl.Tensor[[128, 128], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 65536)] = pl.yield_(y__rv_v4)
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[128, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 65536)], lim__ssa_v0: pl.Scalar[pl.INDEX], y__ssa_v0: pl.Out[pl.Tensor[[128, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 65536)]]) -> pl.Tensor[[128, 128], pl.FP32]:
        y__ssa_v1: pl.Tensor[[128, 128], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 65536)] = self.rows(x__ssa_v0, lim__ssa_v0, y__ssa_v0)
        return y__ssa_v1
