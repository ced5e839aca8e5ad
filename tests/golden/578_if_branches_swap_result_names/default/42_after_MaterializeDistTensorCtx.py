# pypto.program: IfBranchesSwapResultNames
import pypto.language as pl

@pl.program
class IfBranchesSwapResultNames:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def clamp_pair(x__ssa_v0: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)], k__ssa_v0: pl.Scalar[pl.INDEX], out__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)]]) -> pl.Tensor[[16, 64], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        t__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        u__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(4096, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        if 2 < k__ssa_v0:
            a__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_4, pl.const(8192, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.minimum(t__ssa_v0, u__ssa_v0)
            b__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_5, pl.const(12288, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.maximum(t__ssa_v0, u__ssa_v0)
            lo__rv_v0, hi__rv_v0 = pl.yield_(a__ssa_v0, b__ssa_v0)
        else:
            u__ssa_v0_mv: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_4, pl.const(8192, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.move(u__ssa_v0, target_memory=pl.Mem.Vec)
            t__ssa_v0_mv: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_5, pl.const(12288, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.move(t__ssa_v0, target_memory=pl.Mem.Vec)
            lo__rv_v0, hi__rv_v0 = pl.yield_(u__ssa_v0_mv, t__ssa_v0_mv)
        d__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.sub(hi__rv_v0, lo__rv_v0)
        res__ssa_v0: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)] = pl.tile.store(d__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)], k__ssa_v0: pl.Scalar[pl.INDEX], out__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)]]) -> pl.Tensor[[16, 64], pl.FP32]:
        out__ssa_v1: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4096)] = self.clamp_pair(x__ssa_v0, k__ssa_v0, out__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.scalar, pl.adir.output_existing]})
        return out__ssa_v1
