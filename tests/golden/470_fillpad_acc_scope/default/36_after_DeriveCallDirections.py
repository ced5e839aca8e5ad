# pypto.program: MinFillpadAcc
import pypto.language as pl

@pl.program
class MinFillpadAcc:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def main_incore_0_aic(a__ssa_v0: pl.Tensor[[16, 64], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 2048)], b__ssa_v0: pl.Tensor[[64, 64], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)], o__ssa_v0: pl.InOut[pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4096)]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4)]]):
        mem_mat_4: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 2048)
        mem_mat_5: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 8192)
        mem_left_6: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 2048)
        mem_right_7: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 8192)
        mem_acc_8: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 4096)
        main_incore_0_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='main_incore_0_c2v_slot_buffer', peer_func='main_incore_0_aiv')
        pl.system.aic_initialize_pipe(main_incore_0_c2v_slot_buffer_import, pl.const(0, pl.INT32), dir_mask=1, slot_size=4096)
        a__ssa_v0_mat: pl.Tile[[16, 64], pl.FP16, pl.MemRef(mem_mat_4, pl.const(0, pl.INT64), 2048), pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Mat)
        b__ssa_v0_mat: pl.Tile[[64, 64], pl.FP16, pl.MemRef(mem_mat_5, pl.const(2048, pl.INT64), 8192), pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        a__ssa_v0_mat_Left: pl.Tile[[16, 64], pl.FP16, pl.MemRef(mem_left_6, pl.const(0, pl.INT64), 2048), pl.Mem.Left] = pl.tile.move(a__ssa_v0_mat, target_memory=pl.Mem.Left)
        b__ssa_v0_mat_Right: pl.Tile[[64, 64], pl.FP16, pl.MemRef(mem_right_7, pl.const(0, pl.INT64), 8192), pl.Mem.Right] = pl.tile.move(b__ssa_v0_mat, target_memory=pl.Mem.Right)
        s__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_8, pl.const(0, pl.INT64), 4096), pl.Mem.Acc] = pl.tile.matmul(a__ssa_v0_mat_Left, b__ssa_v0_mat_Right)
        pl.tile.tpush_to_aiv(s__tile, split=0)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker, attrs={"dual_aiv_dispatch": True})
    def main_incore_0_aiv(a__ssa_v0: pl.Tensor[[16, 64], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 2048)], b__ssa_v0: pl.Tensor[[64, 64], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)], o__ssa_v0: pl.InOut[pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4096)]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4)]]) -> pl.Tensor[[16, 64], pl.FP32]:
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        main_incore_0_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='main_incore_0_c2v_slot_buffer', size=32768, base=0)
        pl.system.aiv_initialize_pipe(main_incore_0_c2v_slot_buffer, pl.const(0, pl.INT32), dir_mask=1, slot_size=4096)
        if subblock_idx == 0:
            s__tile_Vec: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
            sp__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_4, pl.const(32768, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(pad=pl.PadValue.min)] = pl.tile.fillpad(s__tile_Vec, pad_value=pl.PadValue.min)
            pl.system.tfree_to_aic(s__tile_Vec, split=0)
            o__tile: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4096)] = pl.tile.store(sp__tile, [0, 0], o__ssa_v0)
            return o__ssa_v0
        else:
            s__tile_Vec_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.tpop_from_aic(split=0)
            sp__tile_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_4, pl.const(32768, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], pad=pl.PadValue.min)] = pl.tile.fillpad(s__tile_Vec_1, pad_value=pl.PadValue.min)
            pl.system.tfree_to_aic(s__tile_Vec_1, split=0)
            o__tile_1: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 4096)] = o__ssa_v0
            return o__ssa_v0
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def main_incore_0(a__ssa_v0: pl.Tensor[[16, 64], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 2048)], b__ssa_v0: pl.Tensor[[64, 64], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)], o__ssa_v0: pl.InOut[pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4096)]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4)]]) -> pl.Tensor[[16, 64], pl.FP32]:
        self.main_incore_0_aic(a__ssa_v0, b__ssa_v0, o__ssa_v0, __gm_pipe_buffer, attrs={"arg_directions": [pl.adir.input, pl.adir.input, pl.adir.inout, pl.adir.output_existing]})
        self.main_incore_0_aiv(a__ssa_v0, b__ssa_v0, o__ssa_v0, __gm_pipe_buffer, attrs={"arg_directions": [pl.adir.input, pl.adir.input, pl.adir.inout, pl.adir.inout]})
        return o__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[16, 64], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 2048)], b__ssa_v0: pl.Tensor[[64, 64], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)], o__ssa_v0: pl.InOut[pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4096)]]) -> pl.Tensor[[16, 64], pl.FP32]:
        gm_pipe_buffer_0: pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4)] = pl.tensor.create([1], dtype=pl.FP32, layout=pl.TensorLayout.ND, manual_dep=True)
        o__ssa_v1: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 4096)] = self.main_incore_0(a__ssa_v0, b__ssa_v0, o__ssa_v0, gm_pipe_buffer_0, attrs={"arg_directions": [pl.adir.input, pl.adir.input, pl.adir.inout, pl.adir.output_existing]})
        return o__ssa_v1
