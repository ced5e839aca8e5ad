# pypto.program: TileScatterUpdate
import pypto.language as pl

@pl.program
class TileScatterUpdate:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def update(cache__ssa_v0: pl.Tensor[[32, 64], pl.FP32], slots__ssa_v0: pl.Tensor[[1, 4], pl.INT32], rows__ssa_v0: pl.Tensor[[4, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        c__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(cache__ssa_v0, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        idx__ssa_v0: pl.Tile[[1, 4], pl.INT32, pl.Mem.Vec] = pl.tile.load(slots__ssa_v0, [0, 0], [1, 4], [1, 4], target_memory=pl.Mem.Vec)
        r__ssa_v0: pl.Tile[[4, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(rows__ssa_v0, [0, 0], [4, 64], [4, 64], target_memory=pl.Mem.Vec)
        c__ssa_v1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.scatter_update(c__ssa_v0, idx__ssa_v0, r__ssa_v0, dim=-2)
        out__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(c__ssa_v1, [0, 0], out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, cache__ssa_v0: pl.Tensor[[32, 64], pl.FP32], slots__ssa_v0: pl.Tensor[[1, 4], pl.INT32], rows__ssa_v0: pl.Tensor[[4, 64], pl.FP32]) -> pl.Tensor[[32, 64], pl.FP32]:
        out__ssa_v0: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.create([32, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        out__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = self.update(cache__ssa_v0, slots__ssa_v0, rows__ssa_v0, out__ssa_v0)
        return out__ssa_v1
