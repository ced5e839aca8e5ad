# pypto.program: KernelParallelSoftmaxRows
import pypto.language as pl

@pl.program
class KernelParallelSoftmaxRows:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def softmax_rows(x: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        for r in pl.parallel(4):
            t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [r * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            work: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.create([16, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            m: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_max(t, work)
            c: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_sub(t, m)
            e: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(c)
            s: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(e, work)
            p: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_div(e, s)
            out: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(p, [r * 16, 0], out)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        out: pl.Tensor[[64, 64], pl.FP32] = self.softmax_rows(x, out)
        return out
