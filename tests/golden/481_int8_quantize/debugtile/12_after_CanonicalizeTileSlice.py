# pypto.program: Int8Quantize
import pypto.language as pl

@pl.program
class Int8Quantize:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def quant_rows(x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], inv_scale__ssa_v0: pl.Scalar[pl.FP32], q__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.INT8]]) -> pl.Tensor[[64, 128], pl.INT8]:
        t__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
        s__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, inv_scale__ssa_v0)
        hi__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.minimums(s__ssa_v0, 127.0)
        lo__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.maximums(hi__ssa_v0, -128.0)
        h__ssa_v0: pl.Tile[[64, 128], pl.FP16, pl.Mem.Vec] = pl.tile.cast(lo__ssa_v0, target_type=pl.FP16, mode='round')
        i8__ssa_v0: pl.Tile[[64, 128], pl.INT8, pl.Mem.Vec] = pl.tile.cast(h__ssa_v0, target_type=pl.INT8, mode='rint')
        d__ssa_v0: pl.Tensor[[64, 128], pl.INT8] = pl.tile.store(i8__ssa_v0, [0, 0], q__ssa_v0)
        return d__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], inv_scale__ssa_v0: pl.Scalar[pl.FP32], q__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.INT8]]) -> pl.Tensor[[64, 128], pl.INT8]:
        q__ssa_v1: pl.Tensor[[64, 128], pl.INT8] = self.quant_rows(x__ssa_v0, inv_scale__ssa_v0, q__ssa_v0)
        return q__ssa_v1
