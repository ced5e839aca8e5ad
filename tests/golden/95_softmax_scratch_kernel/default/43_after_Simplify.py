# pypto.program: SoftmaxScratchKernel
import pypto.language as pl

@pl.program
class SoftmaxScratchKernel:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def row_softmax(x__ssa_v0: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32768)], row__ssa_v0: pl.Scalar[pl.INDEX], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)]]) -> pl.Tensor[[64, 128], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 64)
        t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [row__ssa_v0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        work__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_3, pl.const(8192, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.create([16, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        mx__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_4, pl.const(16384, pl.INT64), 64), pl.Mem.Vec] = pl.tile.row_max(t__ssa_v0, work__ssa_v0)
        sh__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.row_expand_sub(t__ssa_v0, mx__ssa_v0)
        ex__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.exp(sh__ssa_v0)
        sm__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_4, pl.const(16384, pl.INT64), 64), pl.Mem.Vec] = pl.tile.row_sum(ex__ssa_v0, work__ssa_v0)
        nrm__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.row_expand_div(ex__ssa_v0, sm__ssa_v0)
        done__ssa_v0: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)] = pl.tile.store(nrm__ssa_v0, [row__ssa_v0, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32768)], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)]]) -> pl.Tensor[[64, 128], pl.FP32]:
        for b__idx_v0, (out__iter_v1,) in pl.range(4, init_values=(out__ssa_v0,)):
            out__ssa_v3: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 32768)] = self.row_softmax(x__ssa_v0, b__idx_v0 * 16, out__iter_v1, attrs={"arg_directions": [pl.adir.input, pl.adir.scalar, pl.adir.inout]})
            out__rv_v2: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 32768)] = pl.yield_(out__ssa_v3)
        return out__rv_v2
