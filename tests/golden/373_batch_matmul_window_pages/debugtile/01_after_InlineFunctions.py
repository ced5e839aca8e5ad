# pypto.program: BatchWindowPages
import pypto.language as pl

@pl.program
class BatchWindowPages:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def bmm(a: pl.Tensor[[3, 32, 64], pl.FP16], b: pl.Tensor[[3, 128, 32], pl.FP16], out: pl.Out[pl.Tensor[[3, 32, 32], pl.FP32]]) -> pl.Tensor[[3, 32, 32], pl.FP32]:
        # The b window keeps 64 of 128 rows per batch: not one run of rows.
        at: pl.Tile[[3, 32, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(a, [0, 0, 0], [3, 32, 64], [3, 32, 64], target_memory=pl.Mem.Mat)
        bt: pl.Tile[[3, 64, 32], pl.FP16, pl.Mem.Mat] = pl.tile.load(b, [0, 32, 0], [3, 64, 32], [3, 64, 32], target_memory=pl.Mem.Mat)
        prod: pl.Tile[[3, 32, 32], pl.FP32, pl.Mem.Acc] = pl.tile.batch_matmul(at, bt)
        out: pl.Tensor[[3, 32, 32], pl.FP32] = pl.tile.store(prod, [0, 0, 0], out)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a: pl.Tensor[[3, 32, 64], pl.FP16], b: pl.Tensor[[3, 128, 32], pl.FP16]) -> pl.Tensor[[3, 32, 32], pl.FP32]:
        out: pl.Tensor[[3, 32, 32], pl.FP32] = pl.tensor.create([3, 32, 32], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        r: pl.Tensor[[3, 32, 32], pl.FP32] = self.bmm(a, b, out)
        return r
