# pypto.program: NestedTileLoops
import pypto.language as pl

@pl.program
class NestedTileLoops:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def scale_blocks(x: pl.Tensor[[64, 256], pl.FP32], s: pl.Scalar[pl.FP32], out: pl.Out[pl.Tensor[[64, 256], pl.FP32]]) -> pl.Tensor[[64, 256], pl.FP32]:
        for i in pl.range(4):
            for j in pl.range(2):
                t: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 16, j * 128], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
                u: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t, s)
                out: pl.Tensor[[64, 256], pl.FP32] = pl.tile.store(u, [i * 16, j * 128], out)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[64, 256], pl.FP32], s: pl.Scalar[pl.FP32], out: pl.Out[pl.Tensor[[64, 256], pl.FP32]]) -> pl.Tensor[[64, 256], pl.FP32]:
        out: pl.Tensor[[64, 256], pl.FP32] = self.scale_blocks(x, s, out)
        return out
