# pypto.program: Int8Quantize
import pypto.language as pl

@pl.program
class Int8Quantize:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def quant_rows(x__ssa_v0: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32768)], inv_scale__ssa_v0: pl.Scalar[pl.FP32], q__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.INT8, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)]]) -> pl.Tensor[[64, 128], pl.INT8]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        t__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
        s__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, inv_scale__ssa_v0)
        hi__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.minimums(s__ssa_v0, 127.0)
        lo__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.maximums(hi__ssa_v0, -128.0)
        h__ssa_v0: pl.Tile[[64, 128], pl.FP16, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.cast(lo__ssa_v0, target_type=pl.FP16, mode='round')
        i8__ssa_v0: pl.Tile[[64, 128], pl.INT8, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.cast(h__ssa_v0, target_type=pl.INT8, mode='rint')
        d__ssa_v0: pl.Tensor[[64, 128], pl.INT8, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)] = pl.tile.store(i8__ssa_v0, [0, 0], q__ssa_v0)
        return q__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator, auto_scope=False)
    def run(self, x__ssa_v0: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32768)], inv_scale__ssa_v0: pl.Scalar[pl.FP32], q__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.INT8, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)]]) -> pl.Tensor[[64, 128], pl.INT8]:
        with pl.scope():
            q__ssa_v1: pl.Tensor[[64, 128], pl.INT8, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)] = self.quant_rows(x__ssa_v0, inv_scale__ssa_v0, q__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.scalar, pl.adir.output_existing]})
            return q__ssa_v1
