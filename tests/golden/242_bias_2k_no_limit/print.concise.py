# pypto.program: BiasTwoKiB
import pypto.language as pl

@pl.program
class BiasTwoKiB:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def mmb(a: pl.Tensor[[16, 16], pl.FP16], b: pl.Tensor[[16, 512], pl.FP16], bias: pl.Tensor[[1, 512], pl.FP32], c: pl.Out[pl.Tensor[[16, 512], pl.FP32]]) -> pl.Tensor[[16, 512], pl.FP32]:
        am: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        bm: pl.Tile[[16, 512], pl.FP16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [16, 512], [16, 512], target_memory=pl.Mem.Mat)
        biasm: pl.Tile[[1, 512], pl.FP32, pl.Mem.Mat] = pl.tile.load(bias, [0, 0], [1, 512], [1, 512], target_memory=pl.Mem.Mat)
        al: pl.Tile[[16, 16], pl.FP16, pl.Mem.Left] = pl.tile.move(am, target_memory=pl.Mem.Left)
        br: pl.Tile[[16, 512], pl.FP16, pl.Mem.Right] = pl.tile.move(bm, target_memory=pl.Mem.Right)
        bt: pl.Tile[[1, 512], pl.FP32, pl.Mem.Bias, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.move(biasm, target_memory=pl.Mem.Bias)
        acc: pl.Tile[[16, 512], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_bias(al, br, bt)
        c: pl.Tensor[[16, 512], pl.FP32] = pl.tile.store(acc, [0, 0], c)
        return c
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, a: pl.Tensor[[16, 16], pl.FP16], b: pl.Tensor[[16, 512], pl.FP16], bias: pl.Tensor[[1, 512], pl.FP32], c: pl.Out[pl.Tensor[[16, 512], pl.FP32]]) -> pl.Tensor[[16, 512], pl.FP32]:
        c: pl.Tensor[[16, 512], pl.FP32] = self.mmb(a, b, bias, c)
        return c
