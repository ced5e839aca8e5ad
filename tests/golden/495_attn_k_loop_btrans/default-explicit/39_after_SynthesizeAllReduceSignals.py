# pypto.program: AttnKLoopBTrans
import pypto.language as pl

@pl.program
class AttnKLoopBTrans:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def main_incore_0_aic(q__ssa_v0: pl.Tensor[[32, 256], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)], k__ssa_v0: pl.Tensor[[64, 256], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)], s__ssa_v0: pl.InOut[pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4)]]):
        mem_mat_4: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 4096)
        mem_mat_5: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 8192)
        mem_left_6: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 4096)
        mem_right_7: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 8192)
        mem_acc_8: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 8192)
        main_incore_0_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='main_incore_0_c2v_slot_buffer', peer_func='main_incore_0_aiv')
        pl.system.aic_initialize_pipe(main_incore_0_c2v_slot_buffer_import, pl.const(0, pl.INT32), dir_mask=1, slot_size=8192)
        q0__tile: pl.Tile[[32, 64], pl.FP16, pl.MemRef(mem_mat_4, pl.const(0, pl.INT64), 4096), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(q__ssa_v0, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
        k0__tile: pl.Tile[[64, 64], pl.FP16, pl.MemRef(mem_mat_5, pl.const(4096, pl.INT64), 8192), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(k__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        k0__tile_t: pl.Tile[[64, 64], pl.FP16, pl.MemRef(mem_mat_5, pl.const(4096, pl.INT64), 8192), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, fractal=512)] = pl.tile.transpose_view(k0__tile)
        q0__tile_Left: pl.Tile[[32, 64], pl.FP16, pl.MemRef(mem_left_6, pl.const(0, pl.INT64), 4096), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.move(q0__tile, target_memory=pl.Mem.Left)
        k0__tile_t_Right: pl.Tile[[64, 64], pl.FP16, pl.MemRef(mem_right_7, pl.const(0, pl.INT64), 8192), pl.Mem.Right, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, fractal=512)] = pl.tile.move(k0__tile_t, target_memory=pl.Mem.Right)
        acc__tile: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_acc_8, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.matmul(q0__tile_Left, k0__tile_t_Right)
        for d__idx_v0, (acc__iter_v1,) in pl.range(1, 4, init_values=(acc__tile,)):
            qd__tile: pl.Tile[[32, 64], pl.FP16, pl.MemRef(mem_mat_4, pl.const(0, pl.INT64), 4096), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(q__ssa_v0, [0, d__idx_v0 * 64], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
            kd__tile: pl.Tile[[64, 64], pl.FP16, pl.MemRef(mem_mat_5, pl.const(4096, pl.INT64), 8192), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(k__ssa_v0, [0, d__idx_v0 * 64], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
            kd__tile_t: pl.Tile[[64, 64], pl.FP16, pl.MemRef(mem_mat_5, pl.const(4096, pl.INT64), 8192), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, fractal=512)] = pl.tile.transpose_view(kd__tile)
            qd__tile_Left: pl.Tile[[32, 64], pl.FP16, pl.MemRef(mem_left_6, pl.const(0, pl.INT64), 4096), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.move(qd__tile, target_memory=pl.Mem.Left)
            kd__tile_t_Right: pl.Tile[[64, 64], pl.FP16, pl.MemRef(mem_right_7, pl.const(0, pl.INT64), 8192), pl.Mem.Right, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, fractal=512)] = pl.tile.move(kd__tile_t, target_memory=pl.Mem.Right)
            acc__tile_1: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_acc_8, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.matmul_acc(acc__iter_v1, qd__tile_Left, kd__tile_t_Right)
            acc__rv_v2: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_acc_8, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.yield_(acc__tile_1)
        pl.tile.tpush_to_aiv(acc__rv_v2, split=0)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker, attrs={"dual_aiv_dispatch": True})
    def main_incore_0_aiv(q__ssa_v0: pl.Tensor[[32, 256], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)], k__ssa_v0: pl.Tensor[[64, 256], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)], s__ssa_v0: pl.InOut[pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4)]]) -> pl.Tensor[[32, 64], pl.FP32]:
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        main_incore_0_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='main_incore_0_c2v_slot_buffer', size=65536, base=0)
        pl.system.aiv_initialize_pipe(main_incore_0_c2v_slot_buffer, pl.const(0, pl.INT32), dir_mask=1, slot_size=8192)
        if subblock_idx == 0:
            acc__rv_v2_Vec: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.tpop_from_aic(split=0)
            sc__tile: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_4, pl.const(65536, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.muls(acc__rv_v2_Vec, 0.0625)
            pl.system.tfree_to_aic(acc__rv_v2_Vec, split=0)
            s__tile: pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)] = pl.tile.store(sc__tile, [0, 0], s__ssa_v0)
            return s__ssa_v0
        else:
            acc__rv_v2_Vec_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.tpop_from_aic(split=0)
            sc__tile_1: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_4, pl.const(65536, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.muls(acc__rv_v2_Vec_1, 0.0625)
            pl.system.tfree_to_aic(acc__rv_v2_Vec_1, split=0)
            s__tile_1: pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 8192)] = s__ssa_v0
            return s__ssa_v0
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def main_incore_0(q__ssa_v0: pl.Tensor[[32, 256], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)], k__ssa_v0: pl.Tensor[[64, 256], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)], s__ssa_v0: pl.InOut[pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4)]]) -> pl.Tensor[[32, 64], pl.FP32]:
        self.main_incore_0_aic(q__ssa_v0, k__ssa_v0, s__ssa_v0, __gm_pipe_buffer, attrs={"arg_directions": [pl.adir.input, pl.adir.input, pl.adir.inout, pl.adir.output_existing]})
        self.main_incore_0_aiv(q__ssa_v0, k__ssa_v0, s__ssa_v0, __gm_pipe_buffer, attrs={"arg_directions": [pl.adir.input, pl.adir.input, pl.adir.inout, pl.adir.inout]})
        return s__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, q__ssa_v0: pl.Tensor[[32, 256], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)], k__ssa_v0: pl.Tensor[[64, 256], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)], s__ssa_v0: pl.InOut[pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)]]) -> pl.Tensor[[32, 64], pl.FP32]:
        gm_pipe_buffer_0: pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4)] = pl.tensor.create([1], dtype=pl.FP32, layout=pl.TensorLayout.ND, manual_dep=True)
        s__ssa_v1: pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 8192)] = self.main_incore_0(q__ssa_v0, k__ssa_v0, s__ssa_v0, gm_pipe_buffer_0, attrs={"arg_directions": [pl.adir.input, pl.adir.input, pl.adir.inout, pl.adir.output_existing]})
        return s__ssa_v1
