# pypto.program: ConstBoolTrue
import pypto.language as pl

@pl.program
class ConstBoolTrue:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k(x: pl.Tensor[[16, 128], pl.FP32], out: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        ok: pl.Scalar[pl.BOOL] = pl.const(1, pl.BOOL)
        t: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        if ok:
            t: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t, 2.0)
        res: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(t, [0, 0], out)
        return res
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[16, 128], pl.FP32], out: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        out: pl.Tensor[[16, 128], pl.FP32] = self.k(x, out)
        return out
