# pypto.program: ExtractSrcValid
import pypto.language as pl

@pl.program
class ExtractSrcValid:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k(a: pl.Tensor[[32, 64], pl.FP16], b: pl.Tensor[[64, 64], pl.FP16], c: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        am: pl.Tile[[32, 64], pl.FP16, pl.Mem.Mat, pl.TileView(valid_shape=[20, 64])] = pl.tile.load(a, [0, 0], [32, 64], [20, 64], target_memory=pl.Mem.Mat)
        bm: pl.Tile[[64, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        al: pl.Tile[[32, 64], pl.FP16, pl.Mem.Left, pl.TileView(valid_shape=[20, 64], blayout=pl.TileLayout.row_major)] = pl.tile.extract(am, 0, 0, [32, 64], target_memory=pl.Mem.Left)
        br: pl.Tile[[64, 64], pl.FP16, pl.Mem.Right] = pl.tile.move(bm, target_memory=pl.Mem.Right)
        acc: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(al, br)
        c: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(acc, [0, 0], c)
        return c
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, a: pl.Tensor[[32, 64], pl.FP16], b: pl.Tensor[[64, 64], pl.FP16], c: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        c: pl.Tensor[[32, 64], pl.FP32] = self.k(a, b, c)
        return c
