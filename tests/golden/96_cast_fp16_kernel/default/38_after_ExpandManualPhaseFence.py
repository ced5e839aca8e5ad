# pypto.program: CastFp16Kernel
import pypto.language as pl

@pl.program
class CastFp16Kernel:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def widen_scale_narrow(x__ssa_v0: pl.Tensor[[32, 128], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)], b__ssa_v0: pl.Tensor[[1, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 512)], out__ssa_v0: pl.Out[pl.Tensor[[32, 128], pl.FP16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)]]) -> pl.Tensor[[32, 128], pl.FP16]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        t__ssa_v0: pl.Tile[[32, 128], pl.FP16, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
        bias__ssa_v0: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_4, pl.const(8192, pl.INT64), 512), pl.Mem.Vec] = pl.tile.load(b__ssa_v0, [0, 0], [1, 128], [1, 128], target_memory=pl.Mem.Vec)
        w__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_5, pl.const(8704, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.cast(t__ssa_v0, target_type=pl.FP32, mode='round')
        s__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_5, pl.const(8704, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.col_expand_add(w__ssa_v0, bias__ssa_v0)
        r__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_5, pl.const(8704, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.relu(s__ssa_v0)
        n__ssa_v0: pl.Tile[[32, 128], pl.FP16, pl.MemRef(mem_vec_5, pl.const(8704, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.cast(r__ssa_v0, target_type=pl.FP16, mode='round')
        done__ssa_v0: pl.Tensor[[32, 128], pl.FP16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)] = pl.tile.store(n__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[32, 128], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)], b__ssa_v0: pl.Tensor[[1, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 512)], out__ssa_v0: pl.Out[pl.Tensor[[32, 128], pl.FP16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)]]) -> pl.Tensor[[32, 128], pl.FP16]:
        out__ssa_v1: pl.Tensor[[32, 128], pl.FP16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 8192)] = self.widen_scale_narrow(x__ssa_v0, b__ssa_v0, out__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.input, pl.adir.output_existing]})
        return out__ssa_v1
