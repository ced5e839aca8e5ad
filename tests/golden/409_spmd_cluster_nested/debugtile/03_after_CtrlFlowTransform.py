# pypto.program: ClusterSpmd
import pypto.language as pl

@pl.program
class ClusterSpmd:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[64], pl.FP32], out: pl.Out[pl.Tensor[[64], pl.FP32]]) -> pl.Tensor[[64], pl.FP32]:
        x_tile: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0], [64], [64], target_memory=pl.Mem.Vec)
        y_tile: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.tile.add(x_tile, x_tile)
        out: pl.Tensor[[64], pl.FP32] = pl.tile.store(y_tile, [0], out)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[64], pl.FP32], out: pl.Out[pl.Tensor[[64], pl.FP32]]) -> pl.Tensor[[64], pl.FP32]:
        with pl.cluster():
            with pl.spmd(8):
                out: pl.Tensor[[64], pl.FP32] = self.kernel(x, out)
        return out
