# pypto.program: TileScatterUpdate
import pypto.language as pl

@pl.program
class TileScatterUpdate:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def update(cache: pl.Tensor[[32, 64], pl.FP32], slots: pl.Tensor[[1, 4], pl.INT32], rows: pl.Tensor[[4, 64], pl.FP32], out: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        c: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(cache, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        idx: pl.Tile[[1, 4], pl.INT32, pl.Mem.Vec] = pl.tile.load(slots, [0, 0], [1, 4], [1, 4], target_memory=pl.Mem.Vec)
        r: pl.Tile[[4, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(rows, [0, 0], [4, 64], [4, 64], target_memory=pl.Mem.Vec)
        c: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.scatter_update(c, idx, r, dim=-2)
        out: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(c, [0, 0], out)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, cache: pl.Tensor[[32, 64], pl.FP32], slots: pl.Tensor[[1, 4], pl.INT32], rows: pl.Tensor[[4, 64], pl.FP32]) -> pl.Tensor[[32, 64], pl.FP32]:
        out: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.create([32, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        out: pl.Tensor[[32, 64], pl.FP32] = self.update(cache, slots, rows, out)
        return out
