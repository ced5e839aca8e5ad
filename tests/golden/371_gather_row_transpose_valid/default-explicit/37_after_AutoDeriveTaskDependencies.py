# pypto.program: GatherRowForms
import pypto.language as pl

@pl.program
class GatherRowForms:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def gather_aic(src__ssa_v0: pl.Tensor[[256, 128], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 65536)], n__ssa_v0: pl.Scalar[pl.INDEX], ret0__out: pl.Out[pl.Tensor[[128, 16], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)]], ret1__out: pl.Out[pl.Tensor[[16, 128], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4096)]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4)]]):
        mem_mat_4: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 4096)
        mem_mat_5: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 4096)
        gather_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='gather_c2v_slot_buffer', peer_func='gather_aiv')
        pl.system.aic_initialize_pipe(gather_c2v_slot_buffer_import, pl.const(0, pl.INT32), dir_mask=1, slot_size=4096)
        kt0__tile: pl.Tile[[128, 16], pl.BF16, pl.MemRef(mem_mat_4, pl.const(0, pl.INT64), 4096), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, fractal=512)] = pl.tile.create([128, 16], dtype=pl.BF16, target_memory=pl.Mem.Mat, transpose=True)
        kt1__tile: pl.Tile[[128, 16], pl.BF16, pl.MemRef(mem_mat_4, pl.const(0, pl.INT64), 4096), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, fractal=512)] = pl.tile.gather_row(kt0__tile, src__ssa_v0, [0, 0], [0, 0], [1, 128], transpose=True)
        kt2__tile: pl.Tile[[128, 16], pl.BF16, pl.MemRef(mem_mat_4, pl.const(0, pl.INT64), 4096), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, fractal=512)] = pl.tile.gather_row(kt1__tile, src__ssa_v0, [0, 1], [1, 0], [1, 128], valid_shape=[1, 64], transpose=True)
        kv0__tile: pl.Tile[[16, 128], pl.BF16, pl.MemRef(mem_mat_5, pl.const(4096, pl.INT64), 4096), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.create([16, 128], dtype=pl.BF16, target_memory=pl.Mem.Mat, transpose=False)
        kv1__tile: pl.Tile[[16, 128], pl.BF16, pl.MemRef(mem_mat_5, pl.const(4096, pl.INT64), 4096), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.gather_row(kv0__tile, src__ssa_v0, [0, 0], [0, 0], [1, 128], valid_shape=[1, n__ssa_v0], transpose=False)
        pl.tile.tpush_to_aiv(kt2__tile, split=0)
        pl.tile.tpush_to_aiv(kv1__tile, split=0)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker, attrs={"dual_aiv_dispatch": True})
    def gather_aiv(src__ssa_v0: pl.Tensor[[256, 128], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 65536)], n__ssa_v0: pl.Scalar[pl.INDEX], ret0__out: pl.Out[pl.Tensor[[128, 16], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)]], ret1__out: pl.Out[pl.Tensor[[16, 128], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4096)]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4)]]) -> tuple[pl.Tensor[[128, 16], pl.BF16], pl.Tensor[[16, 128], pl.BF16]]:
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        gather_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='gather_c2v_slot_buffer', size=32768, base=0)
        pl.system.aiv_initialize_pipe(gather_c2v_slot_buffer, pl.const(0, pl.INT32), dir_mask=1, slot_size=4096)
        if subblock_idx == 0:
            kt2__tile_Vec: pl.Tile[[128, 16], pl.BF16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, fractal=512)] = pl.tile.tpop_from_aic(split=0)
            ret0__store: pl.Tensor[[128, 16], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)] = pl.tile.store(kt2__tile_Vec, [0, 0], ret0__out)
            pl.system.tfree_to_aic(kt2__tile_Vec, split=0)
            kv1__tile_Vec: pl.Tile[[16, 128], pl.BF16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.tpop_from_aic(split=0)
            ret1__store: pl.Tensor[[16, 128], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4096)] = pl.tile.store(kv1__tile_Vec, [0, 0], ret1__out)
            pl.system.tfree_to_aic(kv1__tile_Vec, split=0)
            return ret0__out, ret1__out
        else:
            kt2__tile_Vec_1: pl.Tile[[128, 16], pl.BF16, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, fractal=512)] = pl.tile.tpop_from_aic(split=0)
            ret0__store_1: pl.Tensor[[128, 16], pl.BF16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 4096)] = ret0__out
            pl.system.tfree_to_aic(kt2__tile_Vec_1, split=0)
            kv1__tile_Vec_1: pl.Tile[[16, 128], pl.BF16, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.tpop_from_aic(split=0)
            ret1__store_1: pl.Tensor[[16, 128], pl.BF16, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 4096)] = ret1__out
            pl.system.tfree_to_aic(kv1__tile_Vec_1, split=0)
            return ret0__out, ret1__out
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def gather(src__ssa_v0: pl.Tensor[[256, 128], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 65536)], n__ssa_v0: pl.Scalar[pl.INDEX], ret0__out: pl.Out[pl.Tensor[[128, 16], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)]], ret1__out: pl.Out[pl.Tensor[[16, 128], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4096)]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4)]]) -> tuple[pl.Tensor[[128, 16], pl.BF16], pl.Tensor[[16, 128], pl.BF16]]:
        self.gather_aic(src__ssa_v0, n__ssa_v0, ret0__out, ret1__out, __gm_pipe_buffer, attrs={"arg_directions": [pl.adir.input, pl.adir.scalar, pl.adir.output_existing, pl.adir.output_existing, pl.adir.output_existing]})
        self.gather_aiv(src__ssa_v0, n__ssa_v0, ret0__out, ret1__out, __gm_pipe_buffer, attrs={"arg_directions": [pl.adir.input, pl.adir.scalar, pl.adir.inout, pl.adir.inout, pl.adir.inout]})
        return ret0__out, ret1__out
    @pl.function
    def main(self, src__ssa_v0: pl.Tensor[[256, 128], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 65536)], n__ssa_v0: pl.Scalar[pl.INDEX], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4)]]) -> tuple[pl.Tensor[[128, 16], pl.BF16], pl.Tensor[[16, 128], pl.BF16]]:
        ret0__out: pl.Tensor[[128, 16], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4096)] = pl.tensor.create([128, 16], dtype=pl.BF16, layout=pl.TensorLayout.ND)
        ret1__out: pl.Tensor[[16, 128], pl.BF16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4096)] = pl.tensor.create([16, 128], dtype=pl.BF16, layout=pl.TensorLayout.ND)
        _tuple_tmp__ssa_v0: pl.Tuple[pl.Tensor[[128, 16], pl.BF16], pl.Tensor[[16, 128], pl.BF16]] = self.gather(src__ssa_v0, n__ssa_v0, ret0__out, ret1__out, __gm_pipe_buffer, attrs={"arg_directions": [pl.adir.input, pl.adir.scalar, pl.adir.output_existing, pl.adir.output_existing, pl.adir.output_existing]})
        cols__ssa_v0: pl.Tensor[[128, 16], pl.BF16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 4096)] = _tuple_tmp__ssa_v0[0]
        rows__ssa_v0: pl.Tensor[[16, 128], pl.BF16, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 4096)] = _tuple_tmp__ssa_v0[1]
        return cols__ssa_v0, rows__ssa_v0
