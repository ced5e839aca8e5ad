# pypto.program: MixedV2CInLoop
import pypto.language as pl

@pl.program
class MixedV2CInLoop:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def k_aic(x__ssa_v0: pl.Tensor[[16, 256], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)], w__ssa_v0: pl.Tensor[[256, 64], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)], out__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4096)]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4)]]):
        mem_acc_4: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 4096)
        mem_left_5: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 2048)
        mem_mat_6: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 8192)
        mem_right_7: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 8192)
        k_v2c_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='k_v2c_slot_buffer', size=16384, base=0)
        pl.system.aic_initialize_pipe(pl.const(0, pl.INT32), k_v2c_slot_buffer, dir_mask=2, slot_size=2048)
        c0__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_4, pl.const(0, pl.INT64), 4096), pl.Mem.Acc] = pl.tile.create([16, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        for kk__idx_v0, (acc,) in pl.range(4, init_values=(c0__ssa_v0,)):
            xm__ssa_v0: pl.Tile[[16, 64], pl.BF16, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
            xl__ssa_v0: pl.Tile[[16, 64], pl.BF16, pl.MemRef(mem_left_5, pl.const(0, pl.INT64), 2048), pl.Mem.Left] = pl.tile.move(xm__ssa_v0, target_memory=pl.Mem.Left)
            pl.system.tfree_to_aiv(xm__ssa_v0, split=0)
            wm__ssa_v0: pl.Tile[[64, 64], pl.BF16, pl.MemRef(mem_mat_6, pl.const(16384, pl.INT64), 8192), pl.Mem.Mat] = pl.tile.load(w__ssa_v0, [kk__idx_v0 * 64, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
            wr__ssa_v0: pl.Tile[[64, 64], pl.BF16, pl.MemRef(mem_right_7, pl.const(0, pl.INT64), 8192), pl.Mem.Right] = pl.tile.move(wm__ssa_v0, target_memory=pl.Mem.Right)
            nx__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_4, pl.const(0, pl.INT64), 4096), pl.Mem.Acc] = pl.tile.matmul_acc(acc, xl__ssa_v0, wr__ssa_v0)
            fin: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_4, pl.const(0, pl.INT64), 4096), pl.Mem.Acc] = pl.yield_(nx__ssa_v0)
        out__ssa_v1: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4096)] = pl.tile.store(fin, [0, 0], out__ssa_v0)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker, attrs={"dual_aiv_dispatch": True})
    def k_aiv(x__ssa_v0: pl.Tensor[[16, 256], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)], w__ssa_v0: pl.Tensor[[256, 64], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)], out__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4096)]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4)]]) -> pl.Tensor[[16, 64], pl.FP32]:
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        k_v2c_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='k_v2c_slot_buffer', peer_func='k_aic')
        pl.system.aiv_initialize_pipe(pl.const(0, pl.INT32), k_v2c_slot_buffer_import, dir_mask=2, slot_size=2048)
        if subblock_idx == 0:
            for kk__idx_v0 in pl.range(4):
                xv__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, kk__idx_v0 * 64], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
                xs__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.muls(xv__ssa_v0, 0.5)
                xb__ssa_v0: pl.Tile[[16, 64], pl.BF16, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.cast(xs__ssa_v0, target_type=pl.BF16, mode='round')
                pl.tile.tpush_to_aic(xb__ssa_v0, split=0)
            return out__ssa_v0
        else:
            for kk__idx_v0_1 in pl.range(4):
                xv__ssa_v0_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([16, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                xs__ssa_v0_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.muls(xv__ssa_v0_1, 0.5)
                xb__ssa_v0_1: pl.Tile[[16, 64], pl.BF16, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.cast(xs__ssa_v0_1, target_type=pl.BF16, mode='round')
                pl.tile.tpush_to_aic(xb__ssa_v0_1, split=0)
            return out__ssa_v0
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def k(x__ssa_v0: pl.Tensor[[16, 256], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)], w__ssa_v0: pl.Tensor[[256, 64], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)], out__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4096)]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4)]]) -> pl.Tensor[[16, 64], pl.FP32]:
        self.k_aic(x__ssa_v0, w__ssa_v0, out__ssa_v0, __gm_pipe_buffer, attrs={"arg_directions": [pl.adir.input, pl.adir.input, pl.adir.output_existing, pl.adir.output_existing]})
        self.k_aiv(x__ssa_v0, w__ssa_v0, out__ssa_v0, __gm_pipe_buffer, attrs={"arg_directions": [pl.adir.input, pl.adir.input, pl.adir.inout, pl.adir.inout]})
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[16, 256], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)], w__ssa_v0: pl.Tensor[[256, 64], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)], out__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4096)]]) -> pl.Tensor[[16, 64], pl.FP32]:
        gm_pipe_buffer_0: pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4)] = pl.tensor.create([1], dtype=pl.FP32, layout=pl.TensorLayout.ND, manual_dep=True)
        out__ssa_v1: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 4096)] = self.k(x__ssa_v0, w__ssa_v0, out__ssa_v0, gm_pipe_buffer_0, attrs={"arg_directions": [pl.adir.input, pl.adir.input, pl.adir.output_existing, pl.adir.output_existing]})
        return out__ssa_v1
