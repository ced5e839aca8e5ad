# pypto.program: ScopeMatmulBiasExp
import pypto.language as pl

@pl.program
class ScopeMatmulBiasExp:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def main_incore_0_aic(a__ssa_v0: pl.Tensor[[64, 128], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)], b__ssa_v0: pl.Tensor[[128, 64], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16384)], bias__ssa_v0: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 16384)], out__ssa_v0: pl.InOut[pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 16384)]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 4)]]):
        mem_mat_5: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 16384)
        mem_mat_6: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 16384)
        mem_left_7: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 16384)
        mem_right_8: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 16384)
        mem_acc_9: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 16384)
        main_incore_0_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='main_incore_0_c2v_slot_buffer', peer_func='main_incore_0_aiv')
        pl.system.aic_initialize_pipe(main_incore_0_c2v_slot_buffer_import, pl.const(0, pl.INT32), dir_mask=1, slot_size=16384)
        a__ssa_v0_mat: pl.Tile[[64, 128], pl.FP16, pl.MemRef(mem_mat_5, pl.const(0, pl.INT64), 16384), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(a__ssa_v0, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Mat)
        b__ssa_v0_mat: pl.Tile[[128, 64], pl.FP16, pl.MemRef(mem_mat_6, pl.const(16384, pl.INT64), 16384), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(b__ssa_v0, [0, 0], [128, 64], [128, 64], target_memory=pl.Mem.Mat)
        a__ssa_v0_mat_Left: pl.Tile[[64, 128], pl.FP16, pl.MemRef(mem_left_7, pl.const(0, pl.INT64), 16384), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.move(a__ssa_v0_mat, target_memory=pl.Mem.Left)
        b__ssa_v0_mat_Right: pl.Tile[[128, 64], pl.FP16, pl.MemRef(mem_right_8, pl.const(0, pl.INT64), 16384), pl.Mem.Right, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, fractal=512)] = pl.tile.move(b__ssa_v0_mat, target_memory=pl.Mem.Right)
        prod__tile: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_acc_9, pl.const(0, pl.INT64), 16384), pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.matmul(a__ssa_v0_mat_Left, b__ssa_v0_mat_Right)
        pl.tile.tpush_to_aiv(prod__tile, split=0)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker, attrs={"dual_aiv_dispatch": True})
    def main_incore_0_aiv(a__ssa_v0: pl.Tensor[[64, 128], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)], b__ssa_v0: pl.Tensor[[128, 64], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16384)], bias__ssa_v0: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 16384)], out__ssa_v0: pl.InOut[pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 16384)]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 4)]]) -> pl.Tensor[[64, 64], pl.FP32]:
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        main_incore_0_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='main_incore_0_c2v_slot_buffer', size=131072, base=0)
        pl.system.aiv_initialize_pipe(main_incore_0_c2v_slot_buffer, pl.const(0, pl.INT32), dir_mask=1, slot_size=16384)
        if subblock_idx == 0:
            bias__tile: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_5, pl.const(131072, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(bias__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
            prod__tile_Vec: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.tpop_from_aic(split=0)
            biased__tile: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_5, pl.const(131072, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.add(prod__tile_Vec, bias__tile)
            pl.system.tfree_to_aic(prod__tile_Vec, split=0)
            act__tile: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_5, pl.const(131072, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.exp(biased__tile)
            out__tile: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 16384)] = pl.tile.store(act__tile, [0, 0], out__ssa_v0)
            return out__ssa_v0
        else:
            bias__tile_1: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_5, pl.const(131072, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.create([64, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            prod__tile_Vec_1: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.tpop_from_aic(split=0)
            biased__tile_1: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_5, pl.const(131072, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.add(prod__tile_Vec_1, bias__tile_1)
            pl.system.tfree_to_aic(prod__tile_Vec_1, split=0)
            act__tile_1: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_5, pl.const(131072, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.exp(biased__tile_1)
            out__tile_1: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_11", pl.const(0, pl.INT64), 16384)] = out__ssa_v0
            return out__ssa_v0
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def main_incore_0(a__ssa_v0: pl.Tensor[[64, 128], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)], b__ssa_v0: pl.Tensor[[128, 64], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16384)], bias__ssa_v0: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 16384)], out__ssa_v0: pl.InOut[pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 16384)]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 4)]]) -> pl.Tensor[[64, 64], pl.FP32]:
        self.main_incore_0_aic(a__ssa_v0, b__ssa_v0, bias__ssa_v0, out__ssa_v0, __gm_pipe_buffer, attrs={"arg_directions": [pl.adir.input, pl.adir.input, pl.adir.input, pl.adir.inout, pl.adir.output_existing]})
        self.main_incore_0_aiv(a__ssa_v0, b__ssa_v0, bias__ssa_v0, out__ssa_v0, __gm_pipe_buffer, attrs={"arg_directions": [pl.adir.input, pl.adir.input, pl.adir.input, pl.adir.inout, pl.adir.inout]})
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[64, 128], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)], b__ssa_v0: pl.Tensor[[128, 64], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16384)], bias__ssa_v0: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 16384)], out__ssa_v0: pl.InOut[pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 16384)]]) -> pl.Tensor[[64, 64], pl.FP32]:
        gm_pipe_buffer_0: pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 4)] = pl.tensor.create([1], dtype=pl.FP32, layout=pl.TensorLayout.ND, manual_dep=True)
        out__ssa_v1: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 16384)] = self.main_incore_0(a__ssa_v0, b__ssa_v0, bias__ssa_v0, out__ssa_v0, gm_pipe_buffer_0, attrs={"arg_directions": [pl.adir.input, pl.adir.input, pl.adir.input, pl.adir.inout, pl.adir.output_existing]})
        return out__ssa_v1
