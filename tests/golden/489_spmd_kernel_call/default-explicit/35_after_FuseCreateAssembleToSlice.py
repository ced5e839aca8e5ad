# pypto.program: SpmdKernelCall
import pypto.language as pl

@pl.program
class SpmdKernelCall:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def blk(x__ssa_v0: pl.Tensor[[256, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 131072)], y__ssa_v0: pl.Out[pl.Tensor[[256, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 131072)]]) -> pl.Tensor[[256, 128], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        b__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        t__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [b__ssa_v0 * 32, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
        s__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.mul(t__ssa_v0, t__ssa_v0)
        yd__ssa_v0: pl.Tensor[[256, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 131072)] = pl.tile.store(s__ssa_v0, [b__ssa_v0 * 32, 0], y__ssa_v0)
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd, attrs={"core_num": 8})
    def run_spmd_0(self, x__ssa_v0: pl.Tensor[[256, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 131072)], y__ssa_v0: pl.Out[pl.Tensor[[256, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 131072)]]) -> pl.Tensor[[256, 128], pl.FP32]:
        y__ssa_v1: pl.Tensor[[256, 128], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 131072)] = self.blk(x__ssa_v0, y__ssa_v0)
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[256, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 131072)], y__ssa_v0: pl.Out[pl.Tensor[[256, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 131072)]]) -> pl.Tensor[[256, 128], pl.FP32]:
        y__ssa_v1: pl.Tensor[[256, 128], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 131072)] = self.run_spmd_0(x__ssa_v0, y__ssa_v0)
        return y__ssa_v1
