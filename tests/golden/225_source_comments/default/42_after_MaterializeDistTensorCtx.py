# pypto.program: Commented
import pypto.language as pl

@pl.program
class Commented:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel(x__ssa_v0: pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)], out__ssa_v0: pl.Out[pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)]]) -> pl.Tensor[[16, 128], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        u__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_3, pl.const(8192, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.exp(t__ssa_v0)
        # header comment
        for i__idx_v0, (u__iter_v1,) in pl.range(2, init_values=(u__ssa_v0,)):
            u__ssa_v3: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_3, pl.const(8192, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.add(u__iter_v1, t__ssa_v0)
            u__rv_v2: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_3, pl.const(8192, pl.INT64), 8192), pl.Mem.Vec] = pl.yield_(u__ssa_v3)
        u__ssa_v4: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.muls(u__rv_v2, 2.0)
        done__ssa_v0: pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)] = pl.tile.store(u__ssa_v4, [0, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)], out__ssa_v0: pl.Out[pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)]]) -> pl.Tensor[[16, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)] = self.kernel(x__ssa_v0, out__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.output_existing]})
        return out__ssa_v1
