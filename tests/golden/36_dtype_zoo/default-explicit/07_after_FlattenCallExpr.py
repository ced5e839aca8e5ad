# pypto.program: DtypeZoo
import pypto.language as pl

@pl.program
class DtypeZoo:
    @pl.function
    def floats(self, f4__ssa_v0: pl.Tensor[[64, 64], pl.FP4], e4m3__ssa_v0: pl.Tensor[[64, 64], pl.FP8E4M3FN], e5m2__ssa_v0: pl.Tensor[[64, 64], pl.FP8E5M2], e8m0__ssa_v0: pl.Tensor[[64, 2], pl.FP8E8M0], h__ssa_v0: pl.Tensor[[64, 64], pl.FP16], bf__ssa_v0: pl.Tensor[[64, 64], pl.BF16], f__ssa_v0: pl.Tensor[[64, 64], pl.FP32], hf4__ssa_v0: pl.Tensor[[64, 64], pl.HF4], hf8__ssa_v0: pl.Tensor[[64, 64], pl.HF8]) -> pl.Tensor[[64, 64], pl.FP32]:
        wide8__ssa_v0: pl.Tensor[[64, 64], pl.FP16] = pl.tensor.cast(e4m3__ssa_v0, target_type=pl.FP16, mode='round')
        wide5__ssa_v0: pl.Tensor[[64, 64], pl.FP16] = pl.tensor.cast(e5m2__ssa_v0, target_type=pl.FP16, mode='round')
        s__ssa_v0: pl.Tensor[[64, 64], pl.FP16] = pl.tensor.add(wide8__ssa_v0, wide5__ssa_v0)
        s2__ssa_v0: pl.Tensor[[64, 64], pl.FP16] = pl.tensor.add(s__ssa_v0, h__ssa_v0)
        b32__ssa_v0: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.cast(bf__ssa_v0, target_type=pl.FP32, mode='round')
        h32__ssa_v0: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.cast(s2__ssa_v0, target_type=pl.FP32, mode='round')
        t__ssa_v0: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.add(b32__ssa_v0, h32__ssa_v0)
        t__tmp_v0: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.add(t__ssa_v0, f__ssa_v0)
        return t__tmp_v0
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def narrow_kernel(x__ssa_v0: pl.Tensor[[32, 64], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP16]]) -> pl.Tensor[[32, 64], pl.FP16]:
        t__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        h__ssa_v0: pl.Tile[[32, 64], pl.FP16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.cast(t__ssa_v0, target_type=pl.FP16, mode='round')
        done__ssa_v0: pl.Tensor[[32, 64], pl.FP16] = pl.tile.store(h__ssa_v0, [0, 0], y__ssa_v0)
        return done__ssa_v0
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
    def signed_ints(self, i4__ssa_v0: pl.Tensor[[64, 64], pl.INT4], i8__ssa_v0: pl.Tensor[[64, 64], pl.INT8], i16__ssa_v0: pl.Tensor[[64, 64], pl.INT16], i32__ssa_v0: pl.Tensor[[64, 64], pl.INT32], i64__ssa_v0: pl.Tensor[[64, 64], pl.INT64]) -> pl.Tensor[[64, 64], pl.INT32]:
        w16__ssa_v0: pl.Tensor[[64, 64], pl.INT16] = pl.tensor.cast(i8__ssa_v0, target_type=pl.INT16, mode='round')
        s16__ssa_v0: pl.Tensor[[64, 64], pl.INT16] = pl.tensor.add(w16__ssa_v0, i16__ssa_v0)
        w32__ssa_v0: pl.Tensor[[64, 64], pl.INT32] = pl.tensor.cast(s16__ssa_v0, target_type=pl.INT32, mode='round')
        n32__ssa_v0: pl.Tensor[[64, 64], pl.INT32] = pl.tensor.cast(i64__ssa_v0, target_type=pl.INT32, mode='round')
        u32__ssa_v0: pl.Tensor[[64, 64], pl.INT32] = pl.tensor.add(w32__ssa_v0, n32__ssa_v0)
        t__tmp_v0: pl.Tensor[[64, 64], pl.INT32] = pl.tensor.adds(u32__ssa_v0, pl.const(3, pl.INT32))
        return t__tmp_v0
    @pl.function
    def unsigned_ints(self, u4__ssa_v0: pl.Tensor[[64, 64], pl.UINT4], u8__ssa_v0: pl.Tensor[[64, 64], pl.UINT8], u16__ssa_v0: pl.Tensor[[64, 64], pl.UINT16], u32__ssa_v0: pl.Tensor[[64, 64], pl.UINT32], u64__ssa_v0: pl.Tensor[[64, 64], pl.UINT64]) -> pl.Tensor[[64, 64], pl.UINT32]:
        a__ssa_v0: pl.Tensor[[64, 64], pl.UINT32] = pl.tensor.adds(u32__ssa_v0, pl.const(7, pl.UINT32))
        return a__ssa_v0
