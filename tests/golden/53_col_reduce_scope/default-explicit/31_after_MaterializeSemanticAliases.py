# pypto.program: ColReduceScope
import pypto.language as pl

@pl.program
class ColReduceScope:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_incore_0(x__ssa_v0: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32768)], colmax__ssa_v0: pl.InOut[pl.Tensor[[1, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 512)]], colsum__ssa_v0: pl.InOut[pl.Tensor[[1, 128], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 512)]]) -> tuple[pl.Tensor[[1, 128], pl.FP32], pl.Tensor[[1, 128], pl.FP32]]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        x__tile: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
        m__tile: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 512), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.col_max(x__tile)
        s__tile: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_5, pl.const(0, pl.INT64), 512), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.col_sum(x__tile)
        colmax__tile: pl.Tensor[[1, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 512)] = pl.tile.store(m__tile, [0, 0], colmax__ssa_v0)
        colsum__tile: pl.Tensor[[1, 128], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 512)] = pl.tile.store(s__tile, [0, 0], colsum__ssa_v0)
        return colmax__ssa_v0, colsum__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32768)], colmax__ssa_v0: pl.InOut[pl.Tensor[[1, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 512)]], colsum__ssa_v0: pl.InOut[pl.Tensor[[1, 128], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 512)]]) -> tuple[pl.Tensor[[1, 128], pl.FP32], pl.Tensor[[1, 128], pl.FP32]]:
        ret__tmp_v0: pl.Tuple[pl.Tensor[[1, 128], pl.FP32], pl.Tensor[[1, 128], pl.FP32]] = self.main_incore_0(x__ssa_v0, colmax__ssa_v0, colsum__ssa_v0)
        colmax__ssa_v1: pl.Tensor[[1, 128], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 512)] = ret__tmp_v0[0]
        colsum__ssa_v1: pl.Tensor[[1, 128], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 512)] = ret__tmp_v0[1]
        return colmax__ssa_v1, colsum__ssa_v1
