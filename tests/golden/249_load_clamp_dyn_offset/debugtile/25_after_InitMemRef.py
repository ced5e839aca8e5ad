# pypto.program: LoadClampDynOffset
import pypto.language as pl

@pl.program
class LoadClampDynOffset:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def k(x__ssa_v0: pl.Tensor[[40, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 20480)], r0__ssa_v0: pl.Scalar[pl.INDEX], out__ssa_v0: pl.Out[pl.Tensor[[32, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16384)]]) -> pl.Tensor[[32, 128], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        a__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(pl.max(pl.const(40, pl.INDEX) - r0__ssa_v0, pl.const(0, pl.INDEX)), pl.const(32, pl.INDEX)), 128])] = pl.tile.load(x__ssa_v0, [r0__ssa_v0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec, clamp=True)
        out__ssa_v1: pl.Tensor[[32, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16384)] = pl.tile.store(a__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[40, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 20480)], r0__ssa_v0: pl.Scalar[pl.INDEX], out__ssa_v0: pl.Out[pl.Tensor[[32, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16384)]]) -> pl.Tensor[[32, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[32, 128], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 16384)] = self.k(x__ssa_v0, r0__ssa_v0, out__ssa_v0)
        return out__ssa_v1
