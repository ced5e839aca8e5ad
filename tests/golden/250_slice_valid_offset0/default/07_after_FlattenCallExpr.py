# pypto.program: SliceValidOffset0
import pypto.language as pl

@pl.program
class SliceValidOffset0:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k(x__ssa_v0: pl.Tensor[[32, 128], pl.FP32], n__ssa_v0: pl.Scalar[pl.INDEX], out__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        a__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[32, n__ssa_v0])] = pl.tile.load(x__ssa_v0, [0, 0], [32, 128], [32, n__ssa_v0], target_memory=pl.Mem.Vec)
        s__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[16, pl.min(n__ssa_v0, pl.const(64, pl.INDEX))])] = pl.tile.slice(a__ssa_v0, [16, 64], [0, 0])
        out__ssa_v1: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(s__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[32, 128], pl.FP32], n__ssa_v0: pl.Scalar[pl.INDEX], out__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        out__ssa_v1: pl.Tensor[[16, 64], pl.FP32] = self.k(x__ssa_v0, n__ssa_v0, out__ssa_v0)
        return out__ssa_v1
