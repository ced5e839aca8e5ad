# pypto.program: LoopNestedIfKernel
import pypto.language as pl

@pl.program
class LoopNestedIfKernel:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def piecewise(x__ssa_v0: pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32768)], lim__ssa_v0: pl.Scalar[pl.INDEX], y__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)]]) -> pl.Tensor[[128, 64], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        for i__idx_v0, (y__iter_v1,) in pl.range(4, init_values=(y__ssa_v0,)):
            t__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
            if i__idx_v0 < lim__ssa_v0:
                if i__idx_v0 == 0:
                    a__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(8192, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.exp(t__ssa_v0)
                    r1__rv_v0: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(8192, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.yield_(a__ssa_v0)
                else:
                    b__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(8192, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.sqrt(t__ssa_v0)
                    r1__rv_v0: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(8192, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.yield_(b__ssa_v0)
                r2__rv_v0: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(8192, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.yield_(r1__rv_v0)
            else:
                c__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.muls(t__ssa_v0, 0.0)
                c__ssa_v0_mv: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(8192, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.move(c__ssa_v0, target_memory=pl.Mem.Vec)
                r2__rv_v0: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(8192, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.yield_(c__ssa_v0_mv)
            y__ssa_v3: pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)] = pl.tile.store(r2__rv_v0, [i__idx_v0 * 32, 0], y__iter_v1)
            y__rv_v2: pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 32768)] = pl.yield_(y__ssa_v3)
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32768)], lim__ssa_v0: pl.Scalar[pl.INDEX], y__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)]]) -> pl.Tensor[[128, 64], pl.FP32]:
        y__ssa_v1: pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 32768)] = self.piecewise(x__ssa_v0, lim__ssa_v0, y__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.scalar, pl.adir.output_existing]})
        return y__ssa_v1
