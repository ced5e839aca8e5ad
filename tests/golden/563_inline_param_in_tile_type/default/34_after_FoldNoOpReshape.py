# pypto.program: DynamicShapeKernels
import pypto.language as pl

K = pl.dynamic("K")
M = pl.dynamic("M")

@pl.program
class DynamicShapeKernels:
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[M, K], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], y__ssa_v0: pl.Out[pl.Tensor[[M, K], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)]]) -> pl.Tensor[[M, K], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        blocks__ssa_v0: pl.Scalar[pl.INDEX] = (M + 15) // 16
        for b__idx_v0, (y__iter_v1,) in pl.range(blocks__ssa_v0, init_values=(y__ssa_v0,)):
            left__ssa_v0: pl.Scalar[pl.INDEX] = pl.min(M - b__idx_v0 * 16, 16)
            t_inline3__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [b__idx_v0 * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            part_inline2__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[left__ssa_v0, 64])] = pl.tile.load(x__ssa_v0, [b__idx_v0 * 16, 64], [16, 64], [left__ssa_v0, 64], target_memory=pl.Mem.Vec)
            s_inline1__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.add(t_inline3__ssa_v0, part_inline2__ssa_v0)
            done_inline0__ssa_v0: pl.Tensor[[M, K], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)] = pl.tile.store(s_inline1__ssa_v0, [b__idx_v0 * 16, 0], y__iter_v1)
            y__ssa_v3: pl.Tensor[[M, K], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 0)] = done_inline0__ssa_v0
            y__rv_v2: pl.Tensor[[M, K], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 0)] = pl.yield_(y__ssa_v3)
        return y__rv_v2
