# pypto.program: StandaloneSplitMove
import pypto.language as pl

@pl.program
class StandaloneSplitMove:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker, attrs={"split": pl.SplitMode.UP_DOWN, "dual_aiv_dispatch": True})
    def split_kernel(cube_seed__ssa_v0: pl.Tile[[128, 128], pl.FP32, pl.MemRef(mem_mat_0, pl.const(0, pl.INT64), 65536), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)], src__ssa_v0: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_1, pl.const(0, pl.INT64), 512), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)], out_0__ssa_v0: pl.Out[pl.Tensor[[1, 128], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 512)]]) -> pl.Tensor[[1, 128], pl.FP32]:
        mem_mat_0: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 65536)
        mem_vec_1: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        seed_vec__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_vec_3, pl.const(512, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.move(cube_seed__ssa_v0, target_memory=pl.Mem.Vec)
        doubled__ssa_v0: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_4, pl.const(33280, pl.INT64), 512), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.add(src__ssa_v0, src__ssa_v0)
        out_store__ssa_v0: pl.Tensor[[1, 128], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 512)] = pl.tile.store(doubled__ssa_v0, [0, 0], out_0__ssa_v0)
        return out_0__ssa_v0
