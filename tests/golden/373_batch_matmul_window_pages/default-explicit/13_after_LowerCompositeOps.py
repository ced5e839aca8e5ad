# pypto.program: BatchWindowPages
import pypto.language as pl

@pl.program
class BatchWindowPages:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def bmm(a__ssa_v0: pl.Tensor[[3, 32, 64], pl.FP16], b__ssa_v0: pl.Tensor[[3, 128, 32], pl.FP16], out__ssa_v0: pl.Out[pl.Tensor[[3, 32, 32], pl.FP32]]) -> pl.Tensor[[3, 32, 32], pl.FP32]:
        # The b window keeps 64 of 128 rows per batch: not one run of rows.
        at__ssa_v0: pl.Tile[[3, 32, 64], pl.FP16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(a__ssa_v0, [0, 0, 0], [3, 32, 64], [3, 32, 64], target_memory=pl.Mem.Mat)
        bt__ssa_v0: pl.Tile[[3, 64, 32], pl.FP16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(b__ssa_v0, [0, 32, 0], [3, 64, 32], [3, 64, 32], target_memory=pl.Mem.Mat)
        prod__ssa_v0: pl.Tile[[3, 32, 32], pl.FP32, pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.batch_matmul(at__ssa_v0, bt__ssa_v0)
        out__ssa_v1: pl.Tensor[[3, 32, 32], pl.FP32] = pl.tile.store(prod__ssa_v0, [0, 0, 0], out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[3, 32, 64], pl.FP16], b__ssa_v0: pl.Tensor[[3, 128, 32], pl.FP16]) -> pl.Tensor[[3, 32, 32], pl.FP32]:
        out__ssa_v0: pl.Tensor[[3, 32, 32], pl.FP32] = pl.tensor.create([3, 32, 32], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        r__ssa_v0: pl.Tensor[[3, 32, 32], pl.FP32] = self.bmm(a__ssa_v0, b__ssa_v0, out__ssa_v0)
        return r__ssa_v0
