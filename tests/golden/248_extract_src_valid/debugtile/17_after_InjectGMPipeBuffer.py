# pypto.program: ExtractSrcValid
import pypto.language as pl

@pl.program
class ExtractSrcValid:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def k(a__ssa_v0: pl.Tensor[[32, 64], pl.FP16], b__ssa_v0: pl.Tensor[[64, 64], pl.FP16], c__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        am__ssa_v0: pl.Tile[[32, 64], pl.FP16, pl.Mem.Mat, pl.TileView(valid_shape=[20, 64])] = pl.tile.load(a__ssa_v0, [0, 0], [32, 64], [20, 64], target_memory=pl.Mem.Mat)
        bm__ssa_v0: pl.Tile[[64, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        al__ssa_v0: pl.Tile[[32, 64], pl.FP16, pl.Mem.Left, pl.TileView(valid_shape=[20, 64], blayout=pl.TileLayout.row_major)] = pl.tile.extract(am__ssa_v0, 0, 0, [32, 64], target_memory=pl.Mem.Left)
        br__ssa_v0: pl.Tile[[64, 64], pl.FP16, pl.Mem.Right] = pl.tile.move(bm__ssa_v0, target_memory=pl.Mem.Right)
        acc__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(al__ssa_v0, br__ssa_v0)
        c__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(acc__ssa_v0, [0, 0], c__ssa_v0)
        return c__ssa_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, a__ssa_v0: pl.Tensor[[32, 64], pl.FP16], b__ssa_v0: pl.Tensor[[64, 64], pl.FP16], c__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        c__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = self.k(a__ssa_v0, b__ssa_v0, c__ssa_v0)
        return c__ssa_v1
