# pypto.program: G11
import pypto.language as pl

@pl.program
class G11:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker, attrs={"windowize": True})
    def k(x: pl.Tensor[[64, 64], pl.FP32], r: pl.Scalar[pl.INDEX], y: pl.InOut[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [r, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        y: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(pl.tile.exp(t), [r, 0], y)
        return y
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[64, 64], pl.FP32], y: pl.InOut[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            prev: pl.Scalar[pl.TASK_ID] = pl.system.task_invalid()
            for i in pl.range(4):
                _submit_tmp: pl.Tuple[pl.Tensor[[64, 64], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.k, x, i * 16, y, deps=[prev])
                y: pl.Tensor[[64, 64], pl.FP32] = _submit_tmp[0]
                prev: pl.Scalar[pl.TASK_ID] = _submit_tmp[1]
        return y
