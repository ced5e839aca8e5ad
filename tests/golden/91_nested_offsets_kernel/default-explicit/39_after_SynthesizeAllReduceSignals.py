# pypto.program: NestedOffsetsKernel
import pypto.language as pl

@pl.program
class NestedOffsetsKernel:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def grid_scale(x__ssa_v0: pl.Tensor[[64, 256], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 65536)], base__ssa_v0: pl.Scalar[pl.INDEX], y__ssa_v0: pl.Out[pl.Tensor[[64, 256], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 65536)]]) -> pl.Tensor[[64, 256], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        for i__idx_v0, (yi,) in pl.range(2, init_values=(y__ssa_v0,)):
            for j__idx_v0, (yj,) in pl.range(4, init_values=(yi,)):
                t__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [base__ssa_v0 + i__idx_v0 * 32, j__idx_v0 * 64], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
                e__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.exp(t__ssa_v0)
                s__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.muls(e__ssa_v0, 0.25)
                w__ssa_v0: pl.Tensor[[64, 256], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 65536)] = pl.tile.store(s__ssa_v0, [i__idx_v0 * 32, j__idx_v0 * 64], yj)
                yj_out: pl.Tensor[[64, 256], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 65536)] = pl.yield_(w__ssa_v0)
            yi_out: pl.Tensor[[64, 256], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 65536)] = pl.yield_(yj_out)
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[64, 256], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 65536)], y__ssa_v0: pl.Out[pl.Tensor[[64, 256], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 65536)]]) -> pl.Tensor[[64, 256], pl.FP32]:
        y__ssa_v1: pl.Tensor[[64, 256], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 65536)] = self.grid_scale(x__ssa_v0, 0, y__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.scalar, pl.adir.output_existing]})
        return y__ssa_v1
