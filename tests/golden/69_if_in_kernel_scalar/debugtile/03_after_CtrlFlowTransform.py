# pypto.program: IfInKernelScalar
import pypto.language as pl

@pl.program
class IfInKernelScalar:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def clamp_or_copy(x: pl.Tensor[[16, 128], pl.FP32], mode: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        t: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        if mode == 1:
            c: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.minimums(t, 6.0)
            r: pl.Tile[[16, 128], pl.FP32] = pl.yield_(c)
        else:
            r: pl.Tile[[16, 128], pl.FP32] = pl.yield_(t)
        out: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(r, [0, 0], out)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[16, 128], pl.FP32], mode: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        out: pl.Tensor[[16, 128], pl.FP32] = self.clamp_or_copy(x, mode, out)
        return out
