# pypto.program: SubmitAutoScopeDeps
import pypto.language as pl

@pl.program
class SubmitAutoScopeDeps:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def k_row(x__ssa_v0: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32768)], r__ssa_v0: pl.Scalar[pl.INDEX], out__ssa_v0: pl.InOut[pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)]]) -> pl.Tensor[[64, 128], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [r__ssa_v0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        e__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.exp(t__ssa_v0)
        out__ssa_v1: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)] = pl.tile.store(e__ssa_v0, [r__ssa_v0, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32768)], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)]]) -> pl.Tensor[[64, 128], pl.FP32]:
        _submit_tmp__ssa_v0: pl.Tuple[pl.Tensor[[64, 128], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.k_row, x__ssa_v0, 0, out__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.scalar, pl.adir.inout]})
        out__ssa_v1: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 32768)] = _submit_tmp__ssa_v0[0]
        t0__ssa_v0: pl.Scalar[pl.TASK_ID] = _submit_tmp__ssa_v0[1]
        for i__idx_v0, (out__iter_v2, t0__iter_v1) in pl.range(1, 4, init_values=(out__ssa_v1, t0__ssa_v0)):
            r__ssa_v0: pl.Scalar[pl.INDEX] = i__idx_v0 * 16
            _submit_tmp__ssa_v0_1: pl.Tuple[pl.Tensor[[64, 128], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.k_row, x__ssa_v0, r__ssa_v0, out__iter_v2, deps=[t0__iter_v1], attrs={"arg_directions": [pl.adir.input, pl.adir.scalar, pl.adir.inout]})
            out__ssa_v4: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 32768)] = _submit_tmp__ssa_v0_1[0]
            t0__ssa_v3: pl.Scalar[pl.TASK_ID] = _submit_tmp__ssa_v0_1[1]
            out__rv_v3, t0__rv_v2 = pl.yield_(out__ssa_v4, t0__ssa_v3)
        return out__rv_v3
