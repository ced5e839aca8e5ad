# pypto.program: SpmdForAssemble
import pypto.language as pl

@pl.program
class SpmdForAssemble:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def q_proj(a__ssa_v0: pl.Tensor[[512, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 262144)], out__ssa_v0: pl.InOut[pl.Tensor[[512, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 262144)]]) -> pl.Tensor[[512, 128], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 65536)
        n0__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        offset__ssa_v0: pl.Scalar[pl.INDEX] = n0__ssa_v0 * 128
        chunk__tile: pl.Tile[[128, 128], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 65536), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(a__ssa_v0, [offset__ssa_v0, 0], [128, 128], [128, 128], target_memory=pl.Mem.Vec)
        sq__tile: pl.Tile[[128, 128], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 65536), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.mul(chunk__tile, chunk__tile)
        out__tile: pl.Tensor[[512, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 262144)] = pl.tile.store(sq__tile, [offset__ssa_v0, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd, attrs={"core_num": 4})
    def q_proj_spmd(self, a__ssa_v0: pl.Tensor[[512, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 262144)], out__ssa_v0: pl.InOut[pl.Tensor[[512, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 262144)]]) -> pl.Tensor[[512, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[512, 128], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 262144)] = self.q_proj(a__ssa_v0, out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[512, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 262144)], out__ssa_v0: pl.InOut[pl.Tensor[[512, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 262144)]]) -> pl.Tensor[[512, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[512, 128], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 262144)] = self.q_proj_spmd(a__ssa_v0, out__ssa_v0)
        return out__ssa_v1
