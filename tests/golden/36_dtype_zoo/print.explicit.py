# pypto.program: DtypeZoo
import pypto.language as pl

@pl.program
class DtypeZoo:
    @pl.function
    def floats(self, f4: pl.Tensor[[64, 64], pl.FP4], e4m3: pl.Tensor[[64, 64], pl.FP8E4M3FN], e5m2: pl.Tensor[[64, 64], pl.FP8E5M2], e8m0: pl.Tensor[[64, 2], pl.FP8E8M0], h: pl.Tensor[[64, 64], pl.FP16], bf: pl.Tensor[[64, 64], pl.BF16], f: pl.Tensor[[64, 64], pl.FP32], hf4: pl.Tensor[[64, 64], pl.HF4], hf8: pl.Tensor[[64, 64], pl.HF8]) -> pl.Tensor[[64, 64], pl.FP32]:
        wide8: pl.Tensor[[64, 64], pl.FP16] = pl.tensor.cast(e4m3, target_type=pl.FP16, mode='round')
        wide5: pl.Tensor[[64, 64], pl.FP16] = pl.tensor.cast(e5m2, target_type=pl.FP16, mode='round')
        s: pl.Tensor[[64, 64], pl.FP16] = pl.tensor.add(wide8, wide5)
        s2: pl.Tensor[[64, 64], pl.FP16] = pl.tensor.add(s, h)
        b32: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.cast(bf, target_type=pl.FP32, mode='round')
        h32: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.cast(s2, target_type=pl.FP32, mode='round')
        t: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.add(b32, h32)
        return pl.tensor.add(t, f)
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def narrow_kernel(x: pl.Tensor[[32, 64], pl.FP32], y: pl.Out[pl.Tensor[[32, 64], pl.FP16]]) -> pl.Tensor[[32, 64], pl.FP16]:
        t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        h: pl.Tile[[32, 64], pl.FP16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.cast(t, target_type=pl.FP16, mode='round')
        done: pl.Tensor[[32, 64], pl.FP16] = pl.tile.store(h, [0, 0], y)
        return done
    @pl.function
    def scalars(self, flag: pl.Scalar[pl.BOOL], idx: pl.Scalar[pl.INDEX], task: pl.Scalar[pl.TASK_ID], u: pl.Scalar[pl.UINT8], d: pl.Scalar[pl.FP32]) -> pl.Scalar[pl.INDEX]:
        k: pl.Scalar[pl.INT8] = pl.const(-5, pl.INT8)
        kk: pl.Scalar[pl.INT16] = pl.cast(k, pl.INT16)
        w: pl.Scalar[pl.UINT16] = pl.cast(u, pl.UINT16) + pl.const(1, pl.UINT16)
        h: pl.Scalar[pl.BF16] = pl.const(1.5, pl.BF16)
        dd: pl.Scalar[pl.FP32] = d * 2.0
        t: pl.Scalar[pl.BOOL] = flag and True
        if t:
            r: pl.Scalar[pl.INDEX] = idx + pl.cast(kk, pl.INDEX)
            out: pl.Scalar[pl.INDEX] = pl.yield_(r)
        else:
            out: pl.Scalar[pl.INDEX] = pl.yield_(idx)
        return out
    @pl.function
    def signed_ints(self, i4: pl.Tensor[[64, 64], pl.INT4], i8: pl.Tensor[[64, 64], pl.INT8], i16: pl.Tensor[[64, 64], pl.INT16], i32: pl.Tensor[[64, 64], pl.INT32], i64: pl.Tensor[[64, 64], pl.INT64]) -> pl.Tensor[[64, 64], pl.INT32]:
        w16: pl.Tensor[[64, 64], pl.INT16] = pl.tensor.cast(i8, target_type=pl.INT16, mode='round')
        s16: pl.Tensor[[64, 64], pl.INT16] = pl.tensor.add(w16, i16)
        w32: pl.Tensor[[64, 64], pl.INT32] = pl.tensor.cast(s16, target_type=pl.INT32, mode='round')
        n32: pl.Tensor[[64, 64], pl.INT32] = pl.tensor.cast(i64, target_type=pl.INT32, mode='round')
        u32: pl.Tensor[[64, 64], pl.INT32] = pl.tensor.add(w32, n32)
        return pl.tensor.adds(u32, pl.const(3, pl.INT32))
    @pl.function
    def unsigned_ints(self, u4: pl.Tensor[[64, 64], pl.UINT4], u8: pl.Tensor[[64, 64], pl.UINT8], u16: pl.Tensor[[64, 64], pl.UINT16], u32: pl.Tensor[[64, 64], pl.UINT32], u64: pl.Tensor[[64, 64], pl.UINT64]) -> pl.Tensor[[64, 64], pl.UINT32]:
        a: pl.Tensor[[64, 64], pl.UINT32] = pl.tensor.adds(u32, pl.const(7, pl.UINT32))
        return a
