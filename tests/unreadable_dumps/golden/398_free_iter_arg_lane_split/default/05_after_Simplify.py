# pypto.program: WhileMixedKernel
import pypto.language as pl

@pl.program
class WhileMixedKernel:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k(a__ssa_v0: pl.Tensor[[64, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], n__ssa_v0: pl.Scalar[pl.INDEX], out__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        br__ssa_v0: pl.Tile[[64, 64], pl.BF16, pl.Mem.Right] = pl.tile.move(pl.tile.load(b__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat), target_memory=pl.Mem.Right)
        i__ssa_v0: pl.Scalar[pl.INDEX] = 0
        for (i__iter_v1, out__iter_v1) in pl.while_(init_values=(i__ssa_v0, out__ssa_v0)):
            pl.cond(i__iter_v1_1__FREE_VAR < n__ssa_v0)
            am__ssa_v0: pl.Tile[[16, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [i__iter_v1_1__FREE_VAR * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Mat)
            acc__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(pl.tile.move(am__ssa_v0, target_memory=pl.Mem.Left), br__ssa_v0)
            v__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.move(acc__ssa_v0, target_memory=pl.Mem.Vec)
            out__ssa_v3: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(pl.tile.neg(v__ssa_v0), [i__iter_v1_1__FREE_VAR * 16, 0], out__iter_v1)
            i__ssa_v3: pl.Scalar[pl.INDEX] = i__iter_v1_1__FREE_VAR + 1
            i__rv_v2, out__rv_v2 = pl.yield_(i__ssa_v3, out__ssa_v3)
        return out__rv_v2
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, a__ssa_v0: pl.Tensor[[64, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], n__ssa_v0: pl.Scalar[pl.INDEX], out__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        out__ssa_v1: pl.Tensor[[64, 64], pl.FP32] = self.k(a__ssa_v0, b__ssa_v0, n__ssa_v0, out__ssa_v0)
        return out__ssa_v1
