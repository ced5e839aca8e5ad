# pypto.program: TensorSortMerge
import pypto.language as pl

@pl.program
class TensorSortMerge:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_incore_0(src__ssa_v0: pl.Tensor[[1, 256], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 1024)], idx__ssa_v0: pl.Tensor[[1, 256], pl.UINT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 1024)], other__ssa_v0: pl.Tensor[[1, 512], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 2048)], merged_out__ssa_v0: pl.InOut[pl.Tensor[[1, 512], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 2048)]], both_out__ssa_v0: pl.InOut[pl.Tensor[[1, 1024], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 4096)]]) -> tuple[pl.Tensor[[1, 512], pl.FP32], pl.Tensor[[1, 1024], pl.FP32]]:
        mem_vec_9: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        mem_vec_10: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        mem_vec_11: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_12: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        src__tile: pl.Tile[[1, 256], pl.FP32, pl.MemRef(mem_vec_12, pl.const(6144, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(src__ssa_v0, [0, 0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
        idx__tile: pl.Tile[[1, 256], pl.UINT32, pl.MemRef(mem_vec_9, pl.const(10240, pl.INT64), 2048), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(idx__ssa_v0, [0, 0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
        pairs__tile: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_11, pl.const(2048, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.sort32(src__tile, idx__tile)
        runs__tile: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_12, pl.const(6144, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.mrgsort_format1(pairs__tile, pl.const(64, pl.INT32))
        runs__tile_1: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_9, pl.const(10240, pl.INT64), 2048), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.mrgsort_format1(runs__tile, pl.const(256, pl.INT32))
        other__ssa_v0_vec: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 2048), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(other__ssa_v0, [0, 0], [1, 512], [1, 512], target_memory=pl.Mem.Vec)
        mrgsort2_tmp: pl.Tile[[1, 1024], pl.FP32, pl.MemRef(mem_vec_11, pl.const(2048, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.create([1, 1024], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        both__tile: pl.Tile[[1, 1024], pl.FP32, pl.MemRef(mem_vec_12, pl.const(6144, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.mrgsort_format2(runs__tile_1, other__ssa_v0_vec, mrgsort2_tmp, exhausted=True)
        merged_out__tile: pl.Tensor[[1, 512], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 2048)] = pl.tile.store(runs__tile_1, [0, 0], merged_out__ssa_v0)
        both_out__tile: pl.Tensor[[1, 1024], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 4096)] = pl.tile.store(both__tile, [0, 0], both_out__ssa_v0)
        return merged_out__ssa_v0, both_out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, src__ssa_v0: pl.Tensor[[1, 256], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 1024)], idx__ssa_v0: pl.Tensor[[1, 256], pl.UINT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 1024)], other__ssa_v0: pl.Tensor[[1, 512], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 2048)], merged_out__ssa_v0: pl.InOut[pl.Tensor[[1, 512], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 2048)]], both_out__ssa_v0: pl.InOut[pl.Tensor[[1, 1024], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 4096)]]) -> tuple[pl.Tensor[[1, 512], pl.FP32], pl.Tensor[[1, 1024], pl.FP32]]:
        ret__tmp_v0: pl.Tuple[pl.Tensor[[1, 512], pl.FP32], pl.Tensor[[1, 1024], pl.FP32]] = self.main_incore_0(src__ssa_v0, idx__ssa_v0, other__ssa_v0, merged_out__ssa_v0, both_out__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.input, pl.adir.input, pl.adir.inout, pl.adir.inout]})
        merged_out__ssa_v1: pl.Tensor[[1, 512], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 2048)] = ret__tmp_v0[0]
        both_out__ssa_v1: pl.Tensor[[1, 1024], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 4096)] = ret__tmp_v0[1]
        return merged_out__ssa_v1, both_out__ssa_v1
