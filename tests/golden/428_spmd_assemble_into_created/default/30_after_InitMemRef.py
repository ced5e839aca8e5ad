# pypto.program: SpmdCreate
import pypto.language as pl

@pl.program
class SpmdCreate:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_incore_0(x__ssa_v0: pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32768)], y__ssa_v0: pl.InOut[pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)]]) -> pl.Tensor[[128, 64], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        i__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        s__tile: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__ssa_v0 * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        e__tile: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.exp(s__tile)
        y__tile: pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)] = pl.tile.store(e__tile, [i__ssa_v0 * 32, 0], y__ssa_v0)
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd, attrs={"core_num": 4})
    def main_spmd_0(self, x__ssa_v0: pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32768)], y__ssa_v0: pl.InOut[pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)]]) -> pl.Tensor[[128, 64], pl.FP32]:
        y__ssa_v1: pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 32768)] = self.main_incore_0(x__ssa_v0, y__ssa_v0)
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32768)]) -> pl.Tensor[[128, 64], pl.FP32]:
        y__ssa_v0: pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)] = pl.tensor.create([128, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        y__ssa_v1: pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 32768)] = self.main_spmd_0(x__ssa_v0, y__ssa_v0)
        return y__ssa_v1
