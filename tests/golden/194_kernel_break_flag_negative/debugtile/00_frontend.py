# pypto.program: KernelLoopBreak
import pypto.language as pl

@pl.program
class KernelLoopBreak:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kern(x: pl.Tensor[[128, 32], pl.FP32], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 32], pl.FP32]]) -> pl.Tensor[[16, 32], pl.FP32]:
        acc: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 32], dtype=pl.FP32, value=0.0)
        for i in pl.range(8):
            if i >= n:
                break
            t: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 16, 0], [16, 32], [16, 32], target_memory=pl.Mem.Vec)
            acc: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.add(acc, t)
        out: pl.Tensor[[16, 32], pl.FP32] = pl.tile.store(acc, [0, 0], out)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[128, 32], pl.FP32], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 32], pl.FP32]]) -> pl.Tensor[[16, 32], pl.FP32]:
        out: pl.Tensor[[16, 32], pl.FP32] = self.kern(x, n, out)
        return out
