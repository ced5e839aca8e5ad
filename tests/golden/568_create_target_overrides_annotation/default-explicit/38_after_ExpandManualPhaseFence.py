# pypto.program: CreateTargetOverridesAnnotation
import pypto.language as pl

@pl.program
class CreateTargetOverridesAnnotation:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def kernel_aic(data__ssa_v0: pl.Tensor[[16, 256], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)], out__ssa_v0: pl.Out[pl.Tensor[[16, 1], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 64)]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4)]]):
        mem_mat_3: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 16384)
        kernel_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='kernel_c2v_slot_buffer', peer_func='kernel_aiv')
        pl.system.aic_initialize_pipe(kernel_c2v_slot_buffer_import, pl.const(0, pl.INT32), dir_mask=1, slot_size=16384)
        chunk__ssa_v0: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_mat_3, pl.const(0, pl.INT64), 16384), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.create([16, 256], dtype=pl.FP32, target_memory=pl.Mem.Mat)
        pl.tile.tpush_to_aiv(chunk__ssa_v0, split=0)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker, attrs={"dual_aiv_dispatch": True})
    def kernel_aiv(data__ssa_v0: pl.Tensor[[16, 256], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)], out__ssa_v0: pl.Out[pl.Tensor[[16, 1], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 64)]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4)]]) -> pl.Tensor[[16, 1], pl.FP32]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 64)
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        kernel_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='kernel_c2v_slot_buffer', size=131072, base=0)
        pl.system.aiv_initialize_pipe(kernel_c2v_slot_buffer, pl.const(0, pl.INT32), dir_mask=1, slot_size=16384)
        if subblock_idx == 0:
            tmp__ssa_v0: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_vec_3, pl.const(131072, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.create([16, 256], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            chunk__ssa_v0_Vec: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.tpop_from_aic(split=0)
            partial__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_4, pl.const(147456, pl.INT64), 64), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.row_sum(chunk__ssa_v0_Vec, tmp__ssa_v0)
            pl.system.tfree_to_aic(chunk__ssa_v0_Vec, split=0)
            stored__ssa_v0: pl.Tensor[[16, 1], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 64)] = pl.tile.store(partial__ssa_v0, [0, 0], out__ssa_v0)
            return out__ssa_v0
        else:
            tmp__ssa_v0_1: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_vec_3, pl.const(131072, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.create([16, 256], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            chunk__ssa_v0_Vec_1: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.tpop_from_aic(split=0)
            partial__ssa_v0_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_4, pl.const(147456, pl.INT64), 64), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.row_sum(chunk__ssa_v0_Vec_1, tmp__ssa_v0_1)
            pl.system.tfree_to_aic(chunk__ssa_v0_Vec_1, split=0)
            stored__ssa_v0_1: pl.Tensor[[16, 1], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 64)] = out__ssa_v0
            return out__ssa_v0
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def kernel(data__ssa_v0: pl.Tensor[[16, 256], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)], out__ssa_v0: pl.Out[pl.Tensor[[16, 1], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 64)]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4)]]) -> pl.Tensor[[16, 1], pl.FP32]:
        self.kernel_aic(data__ssa_v0, out__ssa_v0, __gm_pipe_buffer, attrs={"arg_directions": [pl.adir.input, pl.adir.output_existing, pl.adir.output_existing]})
        self.kernel_aiv(data__ssa_v0, out__ssa_v0, __gm_pipe_buffer, attrs={"arg_directions": [pl.adir.input, pl.adir.inout, pl.adir.inout]})
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, data__ssa_v0: pl.Tensor[[16, 256], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)]) -> pl.Tensor[[16, 1], pl.FP32]:
        out__ssa_v0: pl.Tensor[[16, 1], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 64)] = pl.tensor.create([16, 1], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        gm_pipe_buffer_0: pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4)] = pl.tensor.create([1], dtype=pl.FP32, layout=pl.TensorLayout.ND, manual_dep=True)
        r__ssa_v0: pl.Tensor[[16, 1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 64)] = self.kernel(data__ssa_v0, out__ssa_v0, gm_pipe_buffer_0, attrs={"arg_directions": [pl.adir.input, pl.adir.output_existing, pl.adir.output_existing]})
        return r__ssa_v0
