# pypto.program: SpmdSubmitDumps
import pypto.language as pl

@pl.program
class SpmdSubmitDumps:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k(x: pl.Tensor[[16, 128], pl.FP32], out: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        t: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        out: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(t, [0, 0], out)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[16, 128], pl.FP32], out: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            res: pl.Tuple[pl.Tensor[[16, 128], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.k, x, out, dumps=[x])
            a: pl.Tensor[[16, 128], pl.FP32] = res[0]
            t0: pl.Scalar[pl.TASK_ID] = res[1]
            _submit_tmp: pl.Tuple[pl.Tensor[[16, 128], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.k, a, out, deps=[t0], core_num=4, sync_start=True, allow_early_resolve=True)
            out: pl.Tensor[[16, 128], pl.FP32] = _submit_tmp[0]
            t1: pl.Scalar[pl.TASK_ID] = _submit_tmp[1]
        return out
