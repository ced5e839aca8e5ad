# pypto.program: Int8Quantize
import pypto.language as pl

@pl.program
class Int8Quantize:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def quant_rows(x: pl.Tensor[[64, 128], pl.FP32], inv_scale: pl.Scalar[pl.FP32], q: pl.Out[pl.Tensor[[64, 128], pl.INT8]]) -> pl.Tensor[[64, 128], pl.INT8]:
        t: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
        s: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t, inv_scale)
        hi: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.minimums(s, 127.0)
        lo: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.maximums(hi, -128.0)
        h: pl.Tile[[64, 128], pl.FP16, pl.Mem.Vec] = pl.tile.cast(lo, target_type=pl.FP16, mode='round')
        i8: pl.Tile[[64, 128], pl.INT8, pl.Mem.Vec] = pl.tile.cast(h, target_type=pl.INT8, mode='rint')
        d: pl.Tensor[[64, 128], pl.INT8] = pl.tile.store(i8, [0, 0], q)
        return d
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[64, 128], pl.FP32], inv_scale: pl.Scalar[pl.FP32], q: pl.Out[pl.Tensor[[64, 128], pl.INT8]]) -> pl.Tensor[[64, 128], pl.INT8]:
        q: pl.Tensor[[64, 128], pl.INT8] = self.quant_rows(x, inv_scale, q)
        return q
