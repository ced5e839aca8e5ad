# pypto.program: KernelParallelSoftmaxRows
import pypto.language as pl

@pl.program
class KernelParallelSoftmaxRows:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def softmax_rows(x__ssa_v0: pl.Tensor[[64, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        for r__idx_v0, (out__iter_v1,) in pl.parallel(4, init_values=(out__ssa_v0,)):
            t__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [r__idx_v0 * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            work__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.create([16, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            m__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_max(t__ssa_v0, work__ssa_v0)
            c__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_sub(t__ssa_v0, m__ssa_v0)
            e__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(c__ssa_v0)
            s__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(e__ssa_v0, work__ssa_v0)
            p__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_div(e__ssa_v0, s__ssa_v0)
            out__ssa_v3: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(p__ssa_v0, [r__idx_v0 * 16, 0], out__iter_v1)
            out__rv_v2: pl.Tensor[[64, 64], pl.FP32] = pl.yield_(out__ssa_v3)
        return out__rv_v2
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[64, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        out__ssa_v1: pl.Tensor[[64, 64], pl.FP32] = self.softmax_rows(x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
