# pypto.program: SubmitBasic
import pypto.language as pl

@pl.program
class SubmitBasic:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k_exp(x: pl.Tensor[[32, 64], pl.FP32], out: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        e: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t)
        out: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(e, [0, 0], out)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[32, 64], pl.FP32], out: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            t1: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.create([32, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            _submit_tmp: pl.Tuple[pl.Tensor[[32, 64], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.k_exp, x, t1)
            t1: pl.Tensor[[32, 64], pl.FP32] = _submit_tmp[0]
            tid0: pl.Scalar[pl.TASK_ID] = _submit_tmp[1]
            _submit_tmp_1: pl.Tuple[pl.Tensor[[32, 64], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.k_exp, t1, out, deps=[tid0])
            out: pl.Tensor[[32, 64], pl.FP32] = _submit_tmp_1[0]
            tid1: pl.Scalar[pl.TASK_ID] = _submit_tmp_1[1]
        return out
