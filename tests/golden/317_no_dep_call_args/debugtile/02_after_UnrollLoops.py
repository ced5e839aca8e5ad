# pypto.program: NoDep
import pypto.language as pl

@pl.program
class NoDep:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(a: pl.Tensor[[16, 16], pl.FP32], b: pl.Tensor[[16, 16], pl.FP32], c: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        ta: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        tb: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(b, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        return pl.tile.store(pl.tile.add(ta, tb), [0, 0], c)
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a: pl.Tensor[[16, 16], pl.FP32], b: pl.Tensor[[16, 16], pl.FP32], c: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        c: pl.Tensor[[16, 16], pl.FP32] = self.kernel(a, b, c, attrs={"arg_direction_overrides": [1]})
        c: pl.Tensor[[16, 16], pl.FP32] = self.kernel(a, b, c, attrs={"arg_direction_overrides": [0]})
        return c
