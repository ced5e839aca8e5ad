# pypto.program: BiasTwoKiB
import pypto.language as pl

@pl.program
class BiasTwoKiB:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def mmb(a__ssa_v0: pl.Tensor[[16, 16], pl.FP16], b__ssa_v0: pl.Tensor[[16, 512], pl.FP16], bias__ssa_v0: pl.Tensor[[1, 512], pl.FP32], c__ssa_v0: pl.Out[pl.Tensor[[16, 512], pl.FP32]]) -> pl.Tensor[[16, 512], pl.FP32]:
        am__ssa_v0: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        bm__ssa_v0: pl.Tile[[16, 512], pl.FP16, pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0], [16, 512], [16, 512], target_memory=pl.Mem.Mat)
        biasm__ssa_v0: pl.Tile[[1, 512], pl.FP32, pl.Mem.Mat] = pl.tile.load(bias__ssa_v0, [0, 0], [1, 512], [1, 512], target_memory=pl.Mem.Mat)
        al__ssa_v0: pl.Tile[[16, 16], pl.FP16, pl.Mem.Left] = pl.tile.move(am__ssa_v0, target_memory=pl.Mem.Left)
        br__ssa_v0: pl.Tile[[16, 512], pl.FP16, pl.Mem.Right] = pl.tile.move(bm__ssa_v0, target_memory=pl.Mem.Right)
        bt__ssa_v0: pl.Tile[[1, 512], pl.FP32, pl.Mem.Bias, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.move(biasm__ssa_v0, target_memory=pl.Mem.Bias)
        acc__ssa_v0: pl.Tile[[16, 512], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_bias(al__ssa_v0, br__ssa_v0, bt__ssa_v0)
        c__ssa_v1: pl.Tensor[[16, 512], pl.FP32] = pl.tile.store(acc__ssa_v0, [0, 0], c__ssa_v0)
        return c__ssa_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, a__ssa_v0: pl.Tensor[[16, 16], pl.FP16], b__ssa_v0: pl.Tensor[[16, 512], pl.FP16], bias__ssa_v0: pl.Tensor[[1, 512], pl.FP32], c__ssa_v0: pl.Out[pl.Tensor[[16, 512], pl.FP32]]) -> pl.Tensor[[16, 512], pl.FP32]:
        c__ssa_v1: pl.Tensor[[16, 512], pl.FP32] = self.mmb(a__ssa_v0, b__ssa_v0, bias__ssa_v0, c__ssa_v0)
        return c__ssa_v1
