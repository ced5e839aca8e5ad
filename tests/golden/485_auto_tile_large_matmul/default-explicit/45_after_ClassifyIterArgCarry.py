# pypto.program: AutoTileLargeMatmul
import pypto.language as pl

@pl.program
class AutoTileLargeMatmul:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def big_mm(a__ssa_v0: pl.Tensor[[128, 256], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 65536)], b__ssa_v0: pl.Tensor[[256, 128], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 65536)], c__ssa_v0: pl.Out[pl.Tensor[[128, 128], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 65536)]]) -> pl.Tensor[[128, 128], pl.FP32]:
        mem_mat_3: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 65536)
        mem_mat_4: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 65536)
        mem_acc_5: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 65536)
        mem_left_6: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 32768)
        mem_right_7: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 32768)
        mem_left_8: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 32768)
        mem_right_9: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 32768)
        am__ssa_v0: pl.Tile[[128, 256], pl.FP16, pl.MemRef(mem_mat_3, pl.const(0, pl.INT64), 65536), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(a__ssa_v0, [0, 0], [128, 256], [128, 256], target_memory=pl.Mem.Mat)
        bm__ssa_v0: pl.Tile[[256, 128], pl.FP16, pl.MemRef(mem_mat_4, pl.const(65536, pl.INT64), 65536), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(b__ssa_v0, [0, 0], [256, 128], [256, 128], target_memory=pl.Mem.Mat)
        acc__ssa_v0_l0_init: pl.Tile[[128, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 65536), pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.create([128, 128], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        acc__ssa_v0_l0_a: pl.Tile[[128, 128], pl.FP16, pl.MemRef(mem_left_6, pl.const(0, pl.INT64), 32768), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.extract(am__ssa_v0, 0, 0, [128, 128], target_memory=pl.Mem.Left)
        acc__ssa_v0_l0_b: pl.Tile[[128, 128], pl.FP16, pl.MemRef(mem_right_7, pl.const(0, pl.INT64), 32768), pl.Mem.Right, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, fractal=512)] = pl.tile.extract(bm__ssa_v0, 0, 0, [128, 128], target_memory=pl.Mem.Right)
        acc__ssa_v0_l0_a_1: pl.Tile[[128, 128], pl.FP16, pl.MemRef(mem_left_8, pl.const(32768, pl.INT64), 32768), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.extract(am__ssa_v0, 0, 128, [128, 128], target_memory=pl.Mem.Left)
        acc__ssa_v0_l0_b_1: pl.Tile[[128, 128], pl.FP16, pl.MemRef(mem_right_9, pl.const(32768, pl.INT64), 32768), pl.Mem.Right, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, fractal=512)] = pl.tile.extract(bm__ssa_v0, 128, 0, [128, 128], target_memory=pl.Mem.Right)
        acc__ssa_v0_l0_c_first: pl.Tile[[128, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 65536), pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.matmul(acc__ssa_v0_l0_a, acc__ssa_v0_l0_b)
        acc__ssa_v0_l0_c_acc: pl.Tile[[128, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 65536), pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.matmul_acc(acc__ssa_v0_l0_c_first, acc__ssa_v0_l0_a_1, acc__ssa_v0_l0_b_1)
        cd__ssa_v0: pl.Tensor[[128, 128], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 65536)] = pl.tile.store(acc__ssa_v0_l0_c_acc, [0, 0], c__ssa_v0)
        return c__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator, auto_scope=False)
    def run(self, a__ssa_v0: pl.Tensor[[128, 256], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 65536)], b__ssa_v0: pl.Tensor[[256, 128], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 65536)], c__ssa_v0: pl.Out[pl.Tensor[[128, 128], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 65536)]]) -> pl.Tensor[[128, 128], pl.FP32]:
        with pl.scope():
            c__ssa_v1: pl.Tensor[[128, 128], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 65536)] = self.big_mm(a__ssa_v0, b__ssa_v0, c__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.input, pl.adir.output_existing]})
            return c__ssa_v1
