# pypto.program: CastFp16Bf16Scope
import pypto.language as pl

@pl.program
class CastFp16Bf16Scope:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_incore_0(x__ssa_v0: pl.Tensor[[32, 128], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)], y__ssa_v0: pl.InOut[pl.Tensor[[32, 128], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)]]) -> pl.Tensor[[32, 128], pl.BF16]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        x__tile: pl.Tile[[32, 128], pl.FP16, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
        f__tile: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_3, pl.const(8192, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.cast(x__tile, target_type=pl.FP32, mode='round')
        g__tile: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_3, pl.const(8192, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.muls(f__tile, 0.5)
        h__tile: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_3, pl.const(8192, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.adds(g__tile, 2.0)
        b__tile: pl.Tile[[32, 128], pl.BF16, pl.MemRef(mem_vec_3, pl.const(8192, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.cast(h__tile, target_type=pl.BF16, mode='round')
        y__tile: pl.Tensor[[32, 128], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)] = pl.tile.store(b__tile, [0, 0], y__ssa_v0)
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[32, 128], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)], y__ssa_v0: pl.InOut[pl.Tensor[[32, 128], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)]]) -> pl.Tensor[[32, 128], pl.BF16]:
        y__ssa_v1: pl.Tensor[[32, 128], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)] = self.main_incore_0(x__ssa_v0, y__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.inout]})
        return y__ssa_v1
