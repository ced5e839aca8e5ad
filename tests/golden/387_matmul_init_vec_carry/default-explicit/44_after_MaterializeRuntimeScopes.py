# pypto.program: MatmulInitVecCarry
import pypto.language as pl

@pl.program
class MatmulInitVecCarry:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def main_incore_0_aic(a__ssa_v0: pl.Tensor[[64, 64], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)], b__ssa_v0: pl.Tensor[[64, 64], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)], n__ssa_v0: pl.Scalar[pl.INDEX], bias__ssa_v0: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 16384)], c__ssa_v0: pl.InOut[pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 16384)]]):
        pass
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker, attrs={"dual_aiv_dispatch": True})
    def main_incore_0_aiv(a__ssa_v0: pl.Tensor[[64, 64], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)], b__ssa_v0: pl.Tensor[[64, 64], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)], n__ssa_v0: pl.Scalar[pl.INDEX], bias__ssa_v0: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 16384)], c__ssa_v0: pl.InOut[pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 16384)]]) -> pl.Tensor[[64, 64], pl.FP32]:
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_mat_5: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 8192)
        mem_right_6: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 8192)
        mem_left_8: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 8192)
        mem_vec_9: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        if subblock_idx == 0:
            bias__tile: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(bias__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
            b__ssa_v0_mat: pl.Tile[[64, 64], pl.FP16, pl.MemRef(mem_mat_5, pl.const(0, pl.INT64), 8192), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(b__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
            b__ssa_v0_mat_Right: pl.Tile[[64, 64], pl.FP16, pl.MemRef(mem_right_6, pl.const(0, pl.INT64), 8192), pl.Mem.Right, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, fractal=512)] = pl.tile.move(b__ssa_v0_mat, target_memory=pl.Mem.Right)
            a__ssa_v0_mat: pl.Tile[[64, 64], pl.FP16, pl.MemRef(mem_mat_5, pl.const(0, pl.INT64), 8192), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(a__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
            a__ssa_v0_mat_Left: pl.Tile[[64, 64], pl.FP16, pl.MemRef(mem_left_8, pl.const(0, pl.INT64), 8192), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.move(a__ssa_v0_mat, target_memory=pl.Mem.Left)
            acc__tile: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_9, pl.const(16384, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.matmul(a__ssa_v0_mat_Left, b__ssa_v0_mat_Right)
            for i__idx_v0, (acc__iter_v1,) in pl.range(4, init_values=(acc__tile,)):
                if i__idx_v0 < n__ssa_v0:
                    acc__tile_1: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_9, pl.const(16384, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.add(acc__iter_v1, bias__tile)
                    acc__phi_v5: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_9, pl.const(16384, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.yield_(acc__tile_1)
                else:
                    acc__tile_2: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_9, pl.const(16384, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.mul(acc__iter_v1, bias__tile)
                    acc__phi_v5: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_9, pl.const(16384, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.yield_(acc__tile_2)
                acc__rv_v2: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_9, pl.const(16384, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.yield_(acc__phi_v5)
            c__tile: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 16384)] = pl.tile.store(acc__rv_v2, [0, 0], c__ssa_v0)
            return c__ssa_v0
        else:
            bias__tile_1: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.create([64, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            b__ssa_v0_mat_1: pl.Tile[[64, 64], pl.FP16, pl.MemRef(mem_mat_5, pl.const(0, pl.INT64), 8192), pl.Mem.Mat, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.create([64, 64], dtype=pl.FP16, target_memory=pl.Mem.Mat)
            b__ssa_v0_mat_Right_1: pl.Tile[[64, 64], pl.FP16, pl.MemRef(mem_right_6, pl.const(0, pl.INT64), 8192), pl.Mem.Right, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, fractal=512)] = pl.tile.move(b__ssa_v0_mat_1, target_memory=pl.Mem.Right)
            a__ssa_v0_mat_1: pl.Tile[[64, 64], pl.FP16, pl.MemRef(mem_mat_5, pl.const(0, pl.INT64), 8192), pl.Mem.Mat, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.create([64, 64], dtype=pl.FP16, target_memory=pl.Mem.Mat)
            a__ssa_v0_mat_Left_1: pl.Tile[[64, 64], pl.FP16, pl.MemRef(mem_left_8, pl.const(0, pl.INT64), 8192), pl.Mem.Left, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.move(a__ssa_v0_mat_1, target_memory=pl.Mem.Left)
            acc__tile_3: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_9, pl.const(16384, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.matmul(a__ssa_v0_mat_Left_1, b__ssa_v0_mat_Right_1)
            for i__idx_v0_1, (acc__iter_v1_1,) in pl.range(4, init_values=(acc__tile_3,)):
                if i__idx_v0_1 < n__ssa_v0:
                    acc__tile_4: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_9, pl.const(16384, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.add(acc__iter_v1_1, bias__tile_1)
                    acc__phi_v5_1: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_9, pl.const(16384, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.yield_(acc__tile_4)
                else:
                    acc__tile_5: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_9, pl.const(16384, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.mul(acc__iter_v1_1, bias__tile_1)
                    acc__phi_v5_1: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_9, pl.const(16384, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.yield_(acc__tile_5)
                acc__rv_v2_1: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_9, pl.const(16384, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.yield_(acc__phi_v5_1)
            c__tile_1: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_24", pl.const(0, pl.INT64), 16384)] = c__ssa_v0
            return c__ssa_v0
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def main_incore_0(a__ssa_v0: pl.Tensor[[64, 64], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)], b__ssa_v0: pl.Tensor[[64, 64], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)], n__ssa_v0: pl.Scalar[pl.INDEX], bias__ssa_v0: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 16384)], c__ssa_v0: pl.InOut[pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 16384)]]) -> pl.Tensor[[64, 64], pl.FP32]:
        self.main_incore_0_aic(a__ssa_v0, b__ssa_v0, n__ssa_v0, bias__ssa_v0, c__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.input, pl.adir.scalar, pl.adir.input, pl.adir.inout]})
        self.main_incore_0_aiv(a__ssa_v0, b__ssa_v0, n__ssa_v0, bias__ssa_v0, c__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.input, pl.adir.scalar, pl.adir.input, pl.adir.inout]})
        return c__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator, auto_scope=False)
    def main(self, a__ssa_v0: pl.Tensor[[64, 64], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)], b__ssa_v0: pl.Tensor[[64, 64], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)], bias__ssa_v0: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 16384)], n__ssa_v0: pl.Scalar[pl.INDEX], c__ssa_v0: pl.InOut[pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 16384)]]) -> pl.Tensor[[64, 64], pl.FP32]:
        with pl.scope():
            c__ssa_v1: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 16384)] = self.main_incore_0(a__ssa_v0, b__ssa_v0, n__ssa_v0, bias__ssa_v0, c__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.input, pl.adir.scalar, pl.adir.input, pl.adir.inout]})
            return c__ssa_v1
