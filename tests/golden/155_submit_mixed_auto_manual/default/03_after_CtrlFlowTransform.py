# pypto.program: SubmitMixedAutoManual
import pypto.language as pl

@pl.program
class SubmitMixedAutoManual:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k_exp(x: pl.Tensor[[16, 128], pl.FP32], out: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        t: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        e: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t)
        out: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(e, [0, 0], out)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[16, 128], pl.FP32], out: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        t0: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.create([16, 128], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        t0: pl.Tensor[[16, 128], pl.FP32] = self.k_exp(x, t0)
        for i in pl.range(2):
            t0: pl.Tensor[[16, 128], pl.FP32] = self.k_exp(t0, t0)
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            t1: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.create([16, 128], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            _submit_tmp: pl.Tuple[pl.Tensor[[16, 128], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.k_exp, t0, t1)
            t1: pl.Tensor[[16, 128], pl.FP32] = _submit_tmp[0]
            tid: pl.Scalar[pl.TASK_ID] = _submit_tmp[1]
            for k in pl.range(3):
                _submit_tmp_1: pl.Tuple[pl.Tensor[[16, 128], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.k_exp, t1, t1, deps=[tid])
                t1: pl.Tensor[[16, 128], pl.FP32] = _submit_tmp_1[0]
                tid: pl.Scalar[pl.TASK_ID] = _submit_tmp_1[1]
            _submit_tmp_2: pl.Tuple[pl.Tensor[[16, 128], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.k_exp, t1, out, deps=[tid])
            out: pl.Tensor[[16, 128], pl.FP32] = _submit_tmp_2[0]
            tid2: pl.Scalar[pl.TASK_ID] = _submit_tmp_2[1]
        return out
