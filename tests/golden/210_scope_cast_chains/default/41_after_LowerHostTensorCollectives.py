# pypto.program: ScopeCastChains
import pypto.language as pl

@pl.program
class ScopeCastChains:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_incore_0(x__ssa_v0: pl.Tensor[[32, 128], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)], out_h__ssa_v0: pl.InOut[pl.Tensor[[32, 128], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)]], y__ssa_v0: pl.Tensor[[32, 128], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 16384)], out_q__ssa_v0: pl.InOut[pl.Tensor[[32, 128], pl.INT8, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4096)]]) -> tuple[pl.Tensor[[32, 128], pl.FP16], pl.Tensor[[32, 128], pl.INT8]]:
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        x__tile: pl.Tile[[32, 128], pl.BF16, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
        y__tile: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_5, pl.const(8192, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(y__ssa_v0, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
        h__cast_fp32_tmp_v0: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_6, pl.const(24576, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.cast(x__tile, target_type=pl.FP32, mode='round')
        h__tile: pl.Tile[[32, 128], pl.FP16, pl.MemRef(mem_vec_6, pl.const(24576, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.cast(h__cast_fp32_tmp_v0, target_type=pl.FP16, mode='round')
        out_h__tile: pl.Tensor[[32, 128], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)] = pl.tile.store(h__tile, [0, 0], out_h__ssa_v0)
        q__cast_fp16_tmp_v1: pl.Tile[[32, 128], pl.FP16, pl.MemRef(mem_vec_5, pl.const(8192, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.cast(y__tile, target_type=pl.FP16, mode='round')
        q__tile: pl.Tile[[32, 128], pl.INT8, pl.MemRef(mem_vec_5, pl.const(8192, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.cast(q__cast_fp16_tmp_v1, target_type=pl.INT8, mode='round')
        out_q__tile: pl.Tensor[[32, 128], pl.INT8, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4096)] = pl.tile.store(q__tile, [0, 0], out_q__ssa_v0)
        return out_h__ssa_v0, out_q__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[32, 128], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)], y__ssa_v0: pl.Tensor[[32, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16384)], out_h__ssa_v0: pl.InOut[pl.Tensor[[32, 128], pl.FP16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)]], out_q__ssa_v0: pl.InOut[pl.Tensor[[32, 128], pl.INT8, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4096)]]) -> tuple[pl.Tensor[[32, 128], pl.FP16], pl.Tensor[[32, 128], pl.INT8]]:
        ret__tmp_v0: pl.Tuple[pl.Tensor[[32, 128], pl.FP16], pl.Tensor[[32, 128], pl.INT8]] = self.main_incore_0(x__ssa_v0, out_h__ssa_v0, y__ssa_v0, out_q__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.inout, pl.adir.input, pl.adir.inout]})
        out_h__ssa_v1: pl.Tensor[[32, 128], pl.FP16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 8192)] = ret__tmp_v0[0]
        out_q__ssa_v1: pl.Tensor[[32, 128], pl.INT8, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 4096)] = ret__tmp_v0[1]
        return out_h__ssa_v1, out_q__ssa_v1
