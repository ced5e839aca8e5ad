# pypto.program: DynamicRowsLoopKernel
import pypto.language as pl

N = pl.dynamic("N")

@pl.program
class DynamicRowsLoopKernel:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def scale_all(x: pl.Tensor[[N, 64], pl.FP32], nblk: pl.Scalar[pl.INDEX], y: pl.Out[pl.Tensor[[N, 64], pl.FP32]]) -> pl.Tensor[[N, 64], pl.FP32]:
        for i, (yc,) in pl.range(nblk, init_values=(y,)):
            t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            s: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(t, t)
            w: pl.Tensor[[N, 64], pl.FP32] = pl.tile.store(s, [i * 16, 0], yc)
            y_next: pl.Tensor[[N, 64], pl.FP32] = pl.yield_(w)
        return y_next
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[N, 64], pl.FP32], y: pl.Out[pl.Tensor[[N, 64], pl.FP32]]) -> pl.Tensor[[N, 64], pl.FP32]:
        y: pl.Tensor[[N, 64], pl.FP32] = self.scale_all(x, N // 16, y)
        return y
