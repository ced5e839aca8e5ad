# pypto.program: BatchNotFitTrans
import pypto.language as pl

@pl.program
class BatchNotFitTrans:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def bmm(q__ssa_v0: pl.Tensor[[2, 2, 64, 128], pl.FP16], k__ssa_v0: pl.Tensor[[2, 2, 512, 128], pl.FP16], out__ssa_v0: pl.Out[pl.Tensor[[2, 2, 64, 512], pl.FP32]]) -> pl.Tensor[[2, 2, 64, 512], pl.FP32]:
        qt__ssa_v0: pl.Tile[[2, 2, 64, 128], pl.FP16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(q__ssa_v0, [0, 0, 0, 0], [2, 2, 64, 128], [2, 2, 64, 128], target_memory=pl.Mem.Mat)
        kt__ssa_v0: pl.Tile[[2, 2, 512, 128], pl.FP16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(k__ssa_v0, [0, 0, 0, 0], [2, 2, 512, 128], [2, 2, 512, 128], target_memory=pl.Mem.Mat)
        kv__ssa_v0: pl.Tile[[2, 2, 128, 512], pl.FP16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, fractal=512)] = pl.tile.transpose_view(kt__ssa_v0)
        s__ssa_v0: pl.Tile[[2, 2, 64, 512], pl.FP32, pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.batch_matmul(qt__ssa_v0, kv__ssa_v0)
        out__ssa_v1: pl.Tensor[[2, 2, 64, 512], pl.FP32] = pl.tile.store(s__ssa_v0, [0, 0, 0, 0], out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, q__ssa_v0: pl.Tensor[[2, 2, 64, 128], pl.FP16], k__ssa_v0: pl.Tensor[[2, 2, 512, 128], pl.FP16]) -> pl.Tensor[[2, 2, 64, 512], pl.FP32]:
        out__ssa_v0: pl.Tensor[[2, 2, 64, 512], pl.FP32] = pl.tensor.create([2, 2, 64, 512], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        r__ssa_v0: pl.Tensor[[2, 2, 64, 512], pl.FP32] = self.bmm(q__ssa_v0, k__ssa_v0, out__ssa_v0)
        return r__ssa_v0
