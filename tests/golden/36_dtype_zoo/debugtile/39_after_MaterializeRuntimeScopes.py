# pypto.program: DtypeZoo
import pypto.language as pl

@pl.program
class DtypeZoo:
    @pl.function
    def floats(self, f4__ssa_v0: pl.Tensor[[64, 64], pl.FP4, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)], e4m3__ssa_v0: pl.Tensor[[64, 64], pl.FP8E4M3FN, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)], e5m2__ssa_v0: pl.Tensor[[64, 64], pl.FP8E5M2, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4096)], e8m0__ssa_v0: pl.Tensor[[64, 2], pl.FP8E8M0, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 128)], h__ssa_v0: pl.Tensor[[64, 64], pl.FP16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 8192)], bf__ssa_v0: pl.Tensor[[64, 64], pl.BF16, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 8192)], f__ssa_v0: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 16384)], hf4__ssa_v0: pl.Tensor[[64, 64], pl.HF4, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 4096)], hf8__ssa_v0: pl.Tensor[[64, 64], pl.HF8, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 4096)]) -> pl.Tensor[[64, 64], pl.FP32]:
        wide8__ssa_v0: pl.Tensor[[64, 64], pl.FP16, pl.MemRef("mem_ddr_9", pl.const(0, pl.INT64), 8192)] = pl.tensor.cast(e4m3__ssa_v0, target_type=pl.FP16, mode='round')
        wide5__ssa_v0: pl.Tensor[[64, 64], pl.FP16, pl.MemRef("mem_ddr_10", pl.const(0, pl.INT64), 8192)] = pl.tensor.cast(e5m2__ssa_v0, target_type=pl.FP16, mode='round')
        s__ssa_v0: pl.Tensor[[64, 64], pl.FP16, pl.MemRef("mem_ddr_11", pl.const(0, pl.INT64), 8192)] = pl.tensor.add(wide8__ssa_v0, wide5__ssa_v0)
        s2__ssa_v0: pl.Tensor[[64, 64], pl.FP16, pl.MemRef("mem_ddr_12", pl.const(0, pl.INT64), 8192)] = pl.tensor.add(s__ssa_v0, h__ssa_v0)
        b32__ssa_v0: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_13", pl.const(0, pl.INT64), 16384)] = pl.tensor.cast(bf__ssa_v0, target_type=pl.FP32, mode='round')
        h32__ssa_v0: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_14", pl.const(0, pl.INT64), 16384)] = pl.tensor.cast(s2__ssa_v0, target_type=pl.FP32, mode='round')
        t__ssa_v0: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_15", pl.const(0, pl.INT64), 16384)] = pl.tensor.add(b32__ssa_v0, h32__ssa_v0)
        t__tmp_v0: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_16", pl.const(0, pl.INT64), 16384)] = pl.tensor.add(t__ssa_v0, f__ssa_v0)
        return t__tmp_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def narrow_kernel(x__ssa_v0: pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)], y__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)]]) -> pl.Tensor[[32, 64], pl.FP16]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        t__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        h__ssa_v0: pl.Tile[[32, 64], pl.FP16, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.cast(t__ssa_v0, target_type=pl.FP16, mode='round')
        done__ssa_v0: pl.Tensor[[32, 64], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)] = pl.tile.store(h__ssa_v0, [0, 0], y__ssa_v0)
        return y__ssa_v0
    @pl.function
    def scalars(self, flag__ssa_v0: pl.Scalar[pl.BOOL], idx__ssa_v0: pl.Scalar[pl.INDEX], task__ssa_v0: pl.Scalar[pl.TASK_ID], u__ssa_v0: pl.Scalar[pl.UINT8], d__ssa_v0: pl.Scalar[pl.FP32]) -> pl.Scalar[pl.INDEX]:
        kk__ssa_v0: pl.Scalar[pl.INT16] = pl.cast(pl.const(-5, pl.INT8), pl.INT16)
        t__ssa_v0: pl.Scalar[pl.BOOL] = flag__ssa_v0
        if t__ssa_v0:
            r__ssa_v0: pl.Scalar[pl.INDEX] = idx__ssa_v0 + pl.cast(kk__ssa_v0, pl.INDEX)
            out__rv_v0: pl.Scalar[pl.INDEX] = pl.yield_(r__ssa_v0)
        else:
            out__rv_v0: pl.Scalar[pl.INDEX] = pl.yield_(idx__ssa_v0)
        return out__rv_v0
    @pl.function
    def signed_ints(self, i4__ssa_v0: pl.Tensor[[64, 64], pl.INT4, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)], i8__ssa_v0: pl.Tensor[[64, 64], pl.INT8, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)], i16__ssa_v0: pl.Tensor[[64, 64], pl.INT16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)], i32__ssa_v0: pl.Tensor[[64, 64], pl.INT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 16384)], i64__ssa_v0: pl.Tensor[[64, 64], pl.INT64, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 32768)]) -> pl.Tensor[[64, 64], pl.INT32]:
        w16__ssa_v0: pl.Tensor[[64, 64], pl.INT16, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 8192)] = pl.tensor.cast(i8__ssa_v0, target_type=pl.INT16, mode='round')
        s16__ssa_v0: pl.Tensor[[64, 64], pl.INT16, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 8192)] = pl.tensor.add(w16__ssa_v0, i16__ssa_v0)
        w32__ssa_v0: pl.Tensor[[64, 64], pl.INT32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 16384)] = pl.tensor.cast(s16__ssa_v0, target_type=pl.INT32, mode='round')
        n32__ssa_v0: pl.Tensor[[64, 64], pl.INT32, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 16384)] = pl.tensor.cast(i64__ssa_v0, target_type=pl.INT32, mode='round')
        u32__ssa_v0: pl.Tensor[[64, 64], pl.INT32, pl.MemRef("mem_ddr_9", pl.const(0, pl.INT64), 16384)] = pl.tensor.add(w32__ssa_v0, n32__ssa_v0)
        t__tmp_v0: pl.Tensor[[64, 64], pl.INT32, pl.MemRef("mem_ddr_10", pl.const(0, pl.INT64), 16384)] = pl.tensor.adds(u32__ssa_v0, pl.const(3, pl.INT32))
        return t__tmp_v0
    @pl.function
    def unsigned_ints(self, u4__ssa_v0: pl.Tensor[[64, 64], pl.UINT4, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)], u8__ssa_v0: pl.Tensor[[64, 64], pl.UINT8, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)], u16__ssa_v0: pl.Tensor[[64, 64], pl.UINT16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)], u32__ssa_v0: pl.Tensor[[64, 64], pl.UINT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 16384)], u64__ssa_v0: pl.Tensor[[64, 64], pl.UINT64, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 32768)]) -> pl.Tensor[[64, 64], pl.UINT32]:
        a__ssa_v0: pl.Tensor[[64, 64], pl.UINT32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 16384)] = pl.tensor.adds(u32__ssa_v0, pl.const(7, pl.UINT32))
        return a__ssa_v0
