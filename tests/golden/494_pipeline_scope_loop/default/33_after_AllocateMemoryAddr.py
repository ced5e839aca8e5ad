# pypto.program: PipelineScopeLoop
import pypto.language as pl

@pl.program
class PipelineScopeLoop:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_incore_0(y__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32768)]], x__ssa_v0: pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)]) -> pl.Tensor[[128, 64], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        for r__idx_v0, (y__iter_v1,) in pl.range(0, 128, 64, init_values=(y__ssa_v0,)):
            t__tile: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [r__idx_v0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
            t__tile_1: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(8192, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [r__idx_v0 + 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
            e__tile: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.exp(t__tile)
            y__tile: pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32768)] = pl.tile.store(e__tile, [r__idx_v0, 0], y__iter_v1)
            e__tile_1: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(8192, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.exp(t__tile_1)
            y__tile_1: pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32768)] = pl.tile.store(e__tile_1, [r__idx_v0 + 32, 0], y__tile)
            y__rv_v2: pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 32768)] = pl.yield_(y__tile_1)
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32768)], y__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)]]) -> pl.Tensor[[128, 64], pl.FP32]:
        y__rv_v2: pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 32768)] = self.main_incore_0(y__ssa_v0, x__ssa_v0)
        return y__rv_v2
