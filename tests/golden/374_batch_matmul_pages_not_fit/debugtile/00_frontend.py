# pypto.program: BatchNotFitTrans
import pypto.language as pl

@pl.program
class BatchNotFitTrans:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def bmm(q: pl.Tensor[[2, 2, 64, 128], pl.FP16], k: pl.Tensor[[2, 2, 512, 128], pl.FP16], out: pl.Out[pl.Tensor[[2, 2, 64, 512], pl.FP32]]) -> pl.Tensor[[2, 2, 64, 512], pl.FP32]:
        qt: pl.Tile[[2, 2, 64, 128], pl.FP16, pl.Mem.Mat] = pl.tile.load(q, [0, 0, 0, 0], [2, 2, 64, 128], [2, 2, 64, 128], target_memory=pl.Mem.Mat)
        kt: pl.Tile[[2, 2, 512, 128], pl.FP16, pl.Mem.Mat] = pl.tile.load(k, [0, 0, 0, 0], [2, 2, 512, 128], [2, 2, 512, 128], target_memory=pl.Mem.Mat)
        kv: pl.Tile[[2, 2, 128, 512], pl.FP16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(kt)
        s: pl.Tile[[2, 2, 64, 512], pl.FP32, pl.Mem.Acc] = pl.tile.batch_matmul(qt, kv)
        out: pl.Tensor[[2, 2, 64, 512], pl.FP32] = pl.tile.store(s, [0, 0, 0, 0], out)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, q: pl.Tensor[[2, 2, 64, 128], pl.FP16], k: pl.Tensor[[2, 2, 512, 128], pl.FP16]) -> pl.Tensor[[2, 2, 64, 512], pl.FP32]:
        out: pl.Tensor[[2, 2, 64, 512], pl.FP32] = pl.tensor.create([2, 2, 64, 512], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        r: pl.Tensor[[2, 2, 64, 512], pl.FP32] = self.bmm(q, k, out)
        return r
