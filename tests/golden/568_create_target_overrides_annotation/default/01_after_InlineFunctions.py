# pypto.program: CreateTargetOverridesAnnotation
import pypto.language as pl

@pl.program
class CreateTargetOverridesAnnotation:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(data: pl.Tensor[[16, 256], pl.FP32], out: pl.Out[pl.Tensor[[16, 1], pl.FP32]]) -> pl.Tensor[[16, 1], pl.FP32]:
        chunk: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec] = pl.tile.create([16, 256], dtype=pl.FP32, target_memory=pl.Mem.Mat)
        tmp: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec] = pl.tile.create([16, 256], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        partial: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(chunk, tmp)
        stored: pl.Tensor[[16, 1], pl.FP32] = pl.tile.store(partial, [0, 0], out)
        return stored
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, data: pl.Tensor[[16, 256], pl.FP32]) -> pl.Tensor[[16, 1], pl.FP32]:
        out: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.create([16, 1], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        r: pl.Tensor[[16, 1], pl.FP32] = self.kernel(data, out)
        return r
