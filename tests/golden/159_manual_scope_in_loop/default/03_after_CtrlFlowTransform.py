# pypto.program: ManualScopeInLoop
import pypto.language as pl

@pl.program
class ManualScopeInLoop:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k_load_scale(x: pl.Tensor[[64, 128], pl.FP32], r: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        t: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [r, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        e: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t, 3.0)
        out: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(e, [0, 0], out)
        return out
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k_put(a: pl.Tensor[[16, 128], pl.FP32], r: pl.Scalar[pl.INDEX], out: pl.InOut[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        t: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        out: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(t, [r, 0], out)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[64, 128], pl.FP32], out: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        for i in pl.range(4):
            r: pl.Scalar[pl.INDEX] = i * 16
            with pl.scope(mode=pl.ScopeMode.MANUAL):
                tmp: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.create([16, 128], dtype=pl.FP32, layout=pl.TensorLayout.ND)
                _submit_tmp: pl.Tuple[pl.Tensor[[16, 128], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.k_load_scale, x, r, tmp)
                tmp: pl.Tensor[[16, 128], pl.FP32] = _submit_tmp[0]
                ta: pl.Scalar[pl.TASK_ID] = _submit_tmp[1]
                _submit_tmp_1: pl.Tuple[pl.Tensor[[64, 128], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.k_put, tmp, r, out, deps=[ta])
                out: pl.Tensor[[64, 128], pl.FP32] = _submit_tmp_1[0]
                tb: pl.Scalar[pl.TASK_ID] = _submit_tmp_1[1]
        return out
