# pypto.program: NestedTileLoops
import pypto.language as pl

@pl.program
class NestedTileLoops:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def scale_blocks(x__ssa_v0: pl.Tensor[[64, 256], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 65536)], s__ssa_v0: pl.Scalar[pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 256], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 65536)]]) -> pl.Tensor[[64, 256], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        for i__idx_v0, (out__iter_v1,) in pl.range(4, init_values=(out__ssa_v0,)):
            for j__idx_v0, (out__iter_v3,) in pl.range(2, init_values=(out__iter_v1,)):
                t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 16, j__idx_v0 * 128], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
                u__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, s__ssa_v0)
                out__ssa_v5: pl.Tensor[[64, 256], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 65536)] = pl.tile.store(u__ssa_v0, [i__idx_v0 * 16, j__idx_v0 * 128], out__iter_v3)
                out__rv_v4: pl.Tensor[[64, 256], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 65536)] = pl.yield_(out__ssa_v5)
            out__rv_v2: pl.Tensor[[64, 256], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 65536)] = pl.yield_(out__rv_v4)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[64, 256], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 65536)], s__ssa_v0: pl.Scalar[pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 256], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 65536)]]) -> pl.Tensor[[64, 256], pl.FP32]:
        out__ssa_v1: pl.Tensor[[64, 256], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 65536)] = self.scale_blocks(x__ssa_v0, s__ssa_v0, out__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.scalar, pl.adir.output_existing]})
        return out__ssa_v1
