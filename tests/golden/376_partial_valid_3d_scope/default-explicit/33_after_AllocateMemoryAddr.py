# pypto.program: Partial3DScope
import pypto.language as pl

@pl.program
class Partial3DScope:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_incore_0(x__ssa_v0: pl.Tensor[[4, 16, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)], rows__ssa_v0: pl.Scalar[pl.INDEX], y__ssa_v0: pl.InOut[pl.Tensor[[4, 16, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16384)]]) -> pl.Tensor[[4, 16, 64], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        part__tile: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(valid_shape=[pl.const(2, pl.INDEX) * rows__ssa_v0, 64], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [0, 0, 0], [2, 16, 64], [2, rows__ssa_v0, 64], target_memory=pl.Mem.Vec)
        sq__tile: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(valid_shape=[pl.const(2, pl.INDEX) * rows__ssa_v0, 64], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.mul(part__tile, part__tile)
        act__tile: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(valid_shape=[pl.const(2, pl.INDEX) * rows__ssa_v0, 64], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.exp(sq__tile)
        y__tile: pl.Tensor[[4, 16, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16384)] = pl.tile.store(act__tile, [2, 0, 0], y__ssa_v0, [2, 16, 64])
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[4, 16, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)], rows__ssa_v0: pl.Scalar[pl.INDEX], y__ssa_v0: pl.InOut[pl.Tensor[[4, 16, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16384)]]) -> pl.Tensor[[4, 16, 64], pl.FP32]:
        y__ssa_v1: pl.Tensor[[4, 16, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 16384)] = self.main_incore_0(x__ssa_v0, rows__ssa_v0, y__ssa_v0)
        return y__ssa_v1
