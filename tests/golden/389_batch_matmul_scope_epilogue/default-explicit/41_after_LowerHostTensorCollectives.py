# pypto.program: BatchMatmulBinaryEpilogue
import pypto.language as pl

@pl.program
class BatchMatmulBinaryEpilogue:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def main_incore_0_aic(a__ssa_v0: pl.Tensor[[2, 16, 32], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 2048)], b__ssa_v0: pl.Tensor[[2, 32, 64], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)], s__ssa_v0: pl.Tensor[[2, 16, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)], y__ssa_v0: pl.InOut[pl.Tensor[[2, 16, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 8192)]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 4)]]):
        mem_mat_5: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 2048)
        mem_mat_6: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 8192)
        mem_left_7: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 1024)
        mem_right_8: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 4096)
        mem_acc_9: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 4096)
        main_incore_0_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='main_incore_0_c2v_slot_buffer', peer_func='main_incore_0_aiv')
        pl.system.aic_initialize_pipe(main_incore_0_c2v_slot_buffer_import, pl.const(0, pl.INT32), dir_mask=1, slot_size=4096)
        a__ssa_v0_mat_view2d: pl.Tensor[[32, 32], pl.BF16, pl.TensorView(stride=[32, 1], layout=pl.TensorLayout.ND), pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 2048)] = pl.tensor.view(a__ssa_v0, [32, 32])
        a__ssa_v0_mat: pl.Tile[[32, 32], pl.BF16, pl.MemRef(mem_mat_5, pl.const(0, pl.INT64), 2048), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(a__ssa_v0_mat_view2d, [0, 0], [32, 32], [32, 32], target_memory=pl.Mem.Mat)
        b__ssa_v0_mat_view2d: pl.Tensor[[64, 64], pl.BF16, pl.TensorView(stride=[64, 1], layout=pl.TensorLayout.ND), pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)] = pl.tensor.view(b__ssa_v0, [64, 64])
        b__ssa_v0_mat: pl.Tile[[64, 64], pl.BF16, pl.MemRef(mem_mat_6, pl.const(2048, pl.INT64), 8192), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(b__ssa_v0_mat_view2d, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        lhs_slice_0_textract: pl.Tile[[16, 32], pl.BF16, pl.MemRef(mem_left_7, pl.const(0, pl.INT64), 1024), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.extract(a__ssa_v0_mat, 0, 0, [16, 32], target_memory=pl.Mem.Left)
        rhs_slice_0_textract: pl.Tile[[32, 64], pl.BF16, pl.MemRef(mem_right_8, pl.const(0, pl.INT64), 4096), pl.Mem.Right, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, fractal=512)] = pl.tile.extract(b__ssa_v0_mat, 0, 0, [32, 64], target_memory=pl.Mem.Right)
        matmul_0: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_9, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.matmul(lhs_slice_0_textract, rhs_slice_0_textract)
        pl.tile.tpush_to_aiv(matmul_0, split=0)
        lhs_slice_1_textract: pl.Tile[[16, 32], pl.BF16, pl.MemRef(mem_left_7, pl.const(0, pl.INT64), 1024), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.extract(a__ssa_v0_mat, 16, 0, [16, 32], target_memory=pl.Mem.Left)
        rhs_slice_1_textract: pl.Tile[[32, 64], pl.BF16, pl.MemRef(mem_right_8, pl.const(0, pl.INT64), 4096), pl.Mem.Right, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, fractal=512)] = pl.tile.extract(b__ssa_v0_mat, 32, 0, [32, 64], target_memory=pl.Mem.Right)
        matmul_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_9, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.matmul(lhs_slice_1_textract, rhs_slice_1_textract)
        pl.tile.tpush_to_aiv(matmul_1, split=0)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker, attrs={"dual_aiv_dispatch": True})
    def main_incore_0_aiv(a__ssa_v0: pl.Tensor[[2, 16, 32], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 2048)], b__ssa_v0: pl.Tensor[[2, 32, 64], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)], s__ssa_v0: pl.Tensor[[2, 16, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)], y__ssa_v0: pl.InOut[pl.Tensor[[2, 16, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 8192)]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 4)]]) -> pl.Tensor[[2, 16, 64], pl.FP32]:
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        main_incore_0_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='main_incore_0_c2v_slot_buffer', size=32768, base=0)
        pl.system.aiv_initialize_pipe(main_incore_0_c2v_slot_buffer, pl.const(0, pl.INT32), dir_mask=1, slot_size=4096)
        if subblock_idx == 0:
            s__tile: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_5, pl.const(32768, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(s__ssa_v0, [0, 0, 0], [2, 16, 64], [2, 16, 64], target_memory=pl.Mem.Vec)
            c__tile: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_6, pl.const(40960, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.create([32, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            matmul_vec_0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.tpop_from_aic(split=0)
            c__tile_1: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_6, pl.const(40960, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.assemble(c__tile, matmul_vec_0, [0, 0])
            pl.system.tfree_to_aic(matmul_vec_0, split=0)
            matmul_vec_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.tpop_from_aic(split=0)
            c__tile_2: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_6, pl.const(40960, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.assemble(c__tile_1, matmul_vec_1, [16, 0])
            pl.system.tfree_to_aic(matmul_vec_1, split=0)
            d__tile: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_5, pl.const(32768, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.mul(c__tile_2, s__tile)
            e__tile: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_5, pl.const(32768, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.adds(d__tile, 1.0)
            y__tile: pl.Tensor[[2, 16, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 8192)] = pl.tile.store(e__tile, [0, 0, 0], y__ssa_v0, [2, 16, 64])
            return y__ssa_v0
        else:
            s__tile_1: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_5, pl.const(32768, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.create([2, 16, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            c__tile_3: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_6, pl.const(40960, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.create([32, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            matmul_vec_0_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.tpop_from_aic(split=0)
            c__tile_4: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_6, pl.const(40960, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.assemble(c__tile_3, matmul_vec_0_1, [0, 0])
            pl.system.tfree_to_aic(matmul_vec_0_1, split=0)
            matmul_vec_1_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.tpop_from_aic(split=0)
            c__tile_5: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_6, pl.const(40960, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.assemble(c__tile_4, matmul_vec_1_1, [16, 0])
            pl.system.tfree_to_aic(matmul_vec_1_1, split=0)
            d__tile_1: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_5, pl.const(32768, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.mul(c__tile_5, s__tile_1)
            e__tile_1: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_5, pl.const(32768, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.adds(d__tile_1, 1.0)
            y__tile_1: pl.Tensor[[2, 16, 64], pl.FP32, pl.MemRef("mem_ddr_13", pl.const(0, pl.INT64), 8192)] = y__ssa_v0
            return y__ssa_v0
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def main_incore_0(a__ssa_v0: pl.Tensor[[2, 16, 32], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 2048)], b__ssa_v0: pl.Tensor[[2, 32, 64], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)], s__ssa_v0: pl.Tensor[[2, 16, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)], y__ssa_v0: pl.InOut[pl.Tensor[[2, 16, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 8192)]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 4)]]) -> pl.Tensor[[2, 16, 64], pl.FP32]:
        self.main_incore_0_aic(a__ssa_v0, b__ssa_v0, s__ssa_v0, y__ssa_v0, __gm_pipe_buffer, attrs={"arg_directions": [pl.adir.input, pl.adir.input, pl.adir.input, pl.adir.inout, pl.adir.output_existing]})
        self.main_incore_0_aiv(a__ssa_v0, b__ssa_v0, s__ssa_v0, y__ssa_v0, __gm_pipe_buffer, attrs={"arg_directions": [pl.adir.input, pl.adir.input, pl.adir.input, pl.adir.inout, pl.adir.inout]})
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[2, 16, 32], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 2048)], b__ssa_v0: pl.Tensor[[2, 32, 64], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)], s__ssa_v0: pl.Tensor[[2, 16, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)], y__ssa_v0: pl.InOut[pl.Tensor[[2, 16, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 8192)]]) -> pl.Tensor[[2, 16, 64], pl.FP32]:
        gm_pipe_buffer_0: pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 4)] = pl.tensor.create([1], dtype=pl.FP32, layout=pl.TensorLayout.ND, manual_dep=True)
        y__ssa_v1: pl.Tensor[[2, 16, 64], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 8192)] = self.main_incore_0(a__ssa_v0, b__ssa_v0, s__ssa_v0, y__ssa_v0, gm_pipe_buffer_0, attrs={"arg_directions": [pl.adir.input, pl.adir.input, pl.adir.input, pl.adir.inout, pl.adir.output_existing]})
        return y__ssa_v1
