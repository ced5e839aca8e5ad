# A tile.create whose target_memory (Mat) differs from its variable's annotated
# space (Vec): InferTileMemorySpace puts the variable in Mat, as the call
# says, and moves it to Vec for the row sum that reads it.
import pypto.language as pl


@pl.program
class CreateTargetOverridesAnnotation:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        data: pl.Tensor[[16, 256], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 1], pl.FP32]],
    ) -> pl.Tensor[[16, 1], pl.FP32]:
        chunk: pl.Tile[[16, 256], pl.FP32, pl.MemorySpace.Vec] = pl.tile.create(
            [16, 256], dtype=pl.FP32, target_memory=pl.MemorySpace.Mat
        )
        tmp: pl.Tile[[16, 256], pl.FP32, pl.MemorySpace.Vec] = pl.tile.create(
            [16, 256], dtype=pl.FP32, target_memory=pl.MemorySpace.Vec
        )
        partial: pl.Tile[[16, 1], pl.FP32, pl.MemorySpace.Vec] = pl.tile.row_sum(chunk, tmp)
        stored: pl.Tensor[[16, 1], pl.FP32] = pl.store(partial, [0, 0], out)
        return stored

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, data: pl.Tensor[[16, 256], pl.FP32]) -> pl.Tensor[[16, 1], pl.FP32]:
        out: pl.Tensor[[16, 1], pl.FP32] = pl.create_tensor([16, 1], dtype=pl.FP32)
        r: pl.Tensor[[16, 1], pl.FP32] = self.kernel(data, out)
        return r
