# pypto.program: MultiwayMerge
import pypto.language as pl

@pl.program
class MultiwayMerge:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_incore_0(a__ssa_v0: pl.Tensor[[1, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 512)], b__ssa_v0: pl.Tensor[[1, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 512)], c__ssa_v0: pl.Tensor[[1, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 256)], d__ssa_v0: pl.Tensor[[1, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 256)], o4__ssa_v0: pl.InOut[pl.Tensor[[1, 384], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 1536)]], o3__ssa_v0: pl.InOut[pl.Tensor[[1, 320], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 1280)]]) -> tuple[pl.Tensor[[1, 384], pl.FP32], pl.Tensor[[1, 320], pl.FP32]]:
        mem_vec_7: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        mem_vec_9: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_10: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1536)
        mem_vec_11: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1536)
        mem_vec_13: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        mem_vec_16: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1280)
        a__ssa_v0_vec: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_16, pl.const(3584, pl.INT64), 1280), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(a__ssa_v0, [0, 0], [1, 128], [1, 128], target_memory=pl.Mem.Vec)
        b__ssa_v0_vec: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_7, pl.const(4864, pl.INT64), 512), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(b__ssa_v0, [0, 0], [1, 128], [1, 128], target_memory=pl.Mem.Vec)
        c__ssa_v0_vec: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_13, pl.const(3072, pl.INT64), 512), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(c__ssa_v0, [0, 0], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
        d__ssa_v0_vec: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_9, pl.const(5376, pl.INT64), 256), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(d__ssa_v0, [0, 0], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
        mrgsort2_tmp: pl.Tile[[1, 384], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 1536), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.create([1, 384], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        m4__tile: pl.Tile[[1, 384], pl.FP32, pl.MemRef(mem_vec_11, pl.const(1536, pl.INT64), 1536), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.mrgsort_format2(a__ssa_v0_vec, b__ssa_v0_vec, c__ssa_v0_vec, d__ssa_v0_vec, mrgsort2_tmp, exhausted=False)
        a__ssa_v0_vec_1: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_7, pl.const(4864, pl.INT64), 512), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(a__ssa_v0, [0, 0], [1, 128], [1, 128], target_memory=pl.Mem.Vec)
        b__ssa_v0_vec_1: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_13, pl.const(3072, pl.INT64), 512), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(b__ssa_v0, [0, 0], [1, 128], [1, 128], target_memory=pl.Mem.Vec)
        c__ssa_v0_vec_1: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_9, pl.const(5376, pl.INT64), 256), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(c__ssa_v0, [0, 0], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
        mrgsort2_tmp_1: pl.Tile[[1, 320], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 1536), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.create([1, 320], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        m3__tile: pl.Tile[[1, 320], pl.FP32, pl.MemRef(mem_vec_16, pl.const(3584, pl.INT64), 1280), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.mrgsort_format2(a__ssa_v0_vec_1, b__ssa_v0_vec_1, c__ssa_v0_vec_1, mrgsort2_tmp_1, exhausted=True)
        o4__tile: pl.Tensor[[1, 384], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 1536)] = pl.tile.store(m4__tile, [0, 0], o4__ssa_v0)
        o3__tile: pl.Tensor[[1, 320], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 1280)] = pl.tile.store(m3__tile, [0, 0], o3__ssa_v0)
        return o4__ssa_v0, o3__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[1, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 512)], b__ssa_v0: pl.Tensor[[1, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 512)], c__ssa_v0: pl.Tensor[[1, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 256)], d__ssa_v0: pl.Tensor[[1, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 256)], o4__ssa_v0: pl.InOut[pl.Tensor[[1, 384], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 1536)]], o3__ssa_v0: pl.InOut[pl.Tensor[[1, 320], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 1280)]]) -> tuple[pl.Tensor[[1, 384], pl.FP32], pl.Tensor[[1, 320], pl.FP32]]:
        ret__tmp_v0: pl.Tuple[pl.Tensor[[1, 384], pl.FP32], pl.Tensor[[1, 320], pl.FP32]] = self.main_incore_0(a__ssa_v0, b__ssa_v0, c__ssa_v0, d__ssa_v0, o4__ssa_v0, o3__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.input, pl.adir.input, pl.adir.input, pl.adir.inout, pl.adir.inout]})
        o4__ssa_v1: pl.Tensor[[1, 384], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 1536)] = ret__tmp_v0[0]
        o3__ssa_v1: pl.Tensor[[1, 320], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 1280)] = ret__tmp_v0[1]
        return o4__ssa_v1, o3__ssa_v1
