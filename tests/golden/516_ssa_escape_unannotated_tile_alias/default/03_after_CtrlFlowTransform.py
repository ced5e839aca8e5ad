# pypto.program: SsaEscapeUnannotatedTileAlias
import pypto.language as pl

@pl.program
class SsaEscapeUnannotatedTileAlias:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k(x: pl.Tensor[[64, 64], pl.FP32], n: pl.Scalar[pl.INDEX], m: pl.Scalar[pl.INDEX], y: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        t2: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        for i in pl.range(4):
            u: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = t2
        y: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(u, [16, 0], y)
        row: pl.Scalar[pl.INDEX] = n
        t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [row * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        y: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(t, [0, 0], y)
        return y
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[64, 64], pl.FP32], n: pl.Scalar[pl.INDEX], m: pl.Scalar[pl.INDEX], y: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        y: pl.Tensor[[64, 64], pl.FP32] = self.k(x, n, m, y)
        return y
