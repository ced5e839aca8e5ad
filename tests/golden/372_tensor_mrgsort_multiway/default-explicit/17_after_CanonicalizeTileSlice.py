# pypto.program: MultiwayMerge
import pypto.language as pl

@pl.program
class MultiwayMerge:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(a__ssa_v0: pl.Tensor[[1, 128], pl.FP32], b__ssa_v0: pl.Tensor[[1, 128], pl.FP32], c__ssa_v0: pl.Tensor[[1, 64], pl.FP32], d__ssa_v0: pl.Tensor[[1, 64], pl.FP32], o4__ssa_v0: pl.InOut[pl.Tensor[[1, 384], pl.FP32]], o3__ssa_v0: pl.InOut[pl.Tensor[[1, 320], pl.FP32]]) -> tuple[pl.Tensor[[1, 384], pl.FP32], pl.Tensor[[1, 320], pl.FP32]]:
        a__ssa_v0_vec: pl.Tile[[1, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(a__ssa_v0, [0, 0], [1, 128], [1, 128], target_memory=pl.Mem.Vec)
        b__ssa_v0_vec: pl.Tile[[1, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(b__ssa_v0, [0, 0], [1, 128], [1, 128], target_memory=pl.Mem.Vec)
        c__ssa_v0_vec: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(c__ssa_v0, [0, 0], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
        d__ssa_v0_vec: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(d__ssa_v0, [0, 0], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
        mrgsort2_tmp: pl.Tile[[1, 384], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.create([1, 384], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        m4__tile: pl.Tile[[1, 384], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.mrgsort_format2(a__ssa_v0_vec, b__ssa_v0_vec, c__ssa_v0_vec, d__ssa_v0_vec, mrgsort2_tmp, exhausted=False)
        a__ssa_v0_vec_1: pl.Tile[[1, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(a__ssa_v0, [0, 0], [1, 128], [1, 128], target_memory=pl.Mem.Vec)
        b__ssa_v0_vec_1: pl.Tile[[1, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(b__ssa_v0, [0, 0], [1, 128], [1, 128], target_memory=pl.Mem.Vec)
        c__ssa_v0_vec_1: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(c__ssa_v0, [0, 0], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
        mrgsort2_tmp_1: pl.Tile[[1, 320], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.create([1, 320], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        m3__tile: pl.Tile[[1, 320], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.mrgsort_format2(a__ssa_v0_vec_1, b__ssa_v0_vec_1, c__ssa_v0_vec_1, mrgsort2_tmp_1, exhausted=True)
        o4__tile: pl.Tensor[[1, 384], pl.FP32] = pl.tile.store(m4__tile, [0, 0], o4__ssa_v0)
        o3__tile: pl.Tensor[[1, 320], pl.FP32] = pl.tile.store(m3__tile, [0, 0], o3__ssa_v0)
        return o4__ssa_v0, o3__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[1, 128], pl.FP32], b__ssa_v0: pl.Tensor[[1, 128], pl.FP32], c__ssa_v0: pl.Tensor[[1, 64], pl.FP32], d__ssa_v0: pl.Tensor[[1, 64], pl.FP32], o4__ssa_v0: pl.InOut[pl.Tensor[[1, 384], pl.FP32]], o3__ssa_v0: pl.InOut[pl.Tensor[[1, 320], pl.FP32]]) -> tuple[pl.Tensor[[1, 384], pl.FP32], pl.Tensor[[1, 320], pl.FP32]]:
        ret__tmp_v0: pl.Tuple[pl.Tensor[[1, 384], pl.FP32], pl.Tensor[[1, 320], pl.FP32]] = self.main_incore_0(a__ssa_v0, b__ssa_v0, c__ssa_v0, d__ssa_v0, o4__ssa_v0, o3__ssa_v0)
        o4__ssa_v1: pl.Tensor[[1, 384], pl.FP32] = ret__tmp_v0[0]
        o3__ssa_v1: pl.Tensor[[1, 320], pl.FP32] = ret__tmp_v0[1]
        return o4__ssa_v1, o3__ssa_v1
