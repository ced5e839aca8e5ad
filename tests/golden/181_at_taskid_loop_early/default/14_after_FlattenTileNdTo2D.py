# pypto.program: AtTaskIdLoop
import pypto.language as pl

@pl.program
class AtTaskIdLoop:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def first(x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], y__ssa_v0: pl.InOut[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        a__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
        b__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(a__ssa_v0)
        y__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(b__ssa_v0, [0, 0], y__ssa_v0)
        y__store: pl.Tensor[[64, 128], pl.FP32] = y__ssa_v1
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def run_incore_1(y__ssa_v1: pl.Tensor[[64, 128], pl.FP32], i__idx_v0: pl.Scalar[pl.INDEX], out__iter_v1: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        c__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(y__ssa_v1, [i__idx_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        d__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(c__ssa_v0, c__ssa_v0)
        out__ssa_v3: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(d__ssa_v0, [i__idx_v0 * 16, 0], out__iter_v1)
        return out__iter_v1
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def run_incore_2(out__rv_v2: pl.InOut[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        e__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(out__rv_v2, [32, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        out__ssa_v4: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(e__ssa_v0, [48, 0], out__rv_v2)
        out__store: pl.Tensor[[64, 128], pl.FP32] = out__ssa_v4
        return out__rv_v2
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        ret__tmp_v0: pl.Tuple[pl.Tensor[[64, 128], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.first, x__ssa_v0, y__ssa_v0)
        y__ssa_v2: pl.Tensor[[64, 128], pl.FP32] = ret__tmp_v0[0]
        t0__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0[1]
        for i__idx_v0, (out__iter_v1,) in pl.range(2, init_values=(out__ssa_v0,)):
            ret__tmp_v0_1: pl.Tuple[pl.Tensor[[64, 128], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.run_incore_1, y__ssa_v2, i__idx_v0, out__iter_v1, deps=[t0__ssa_v0], allow_early_resolve=True)
            out__ssa_v3: pl.Tensor[[64, 128], pl.FP32] = ret__tmp_v0_1[0]
            t1__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_1[1]
            out__rv_v2: pl.Tensor[[64, 128], pl.FP32] = pl.yield_(out__ssa_v3)
        ret__tmp_v0_2: pl.Tuple[pl.Tensor[[64, 128], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.run_incore_2, out__rv_v2, allow_early_resolve=True)
        out__rv_v3: pl.Tensor[[64, 128], pl.FP32] = ret__tmp_v0_2[0]
        tid__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_2[1]
        return out__rv_v3
