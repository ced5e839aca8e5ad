# pypto.program: AtTid
import pypto.language as pl

@pl.program
class AtTid:
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP) as tid__ssa_v0:
            t__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
            e__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t__ssa_v0)
            out__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(e__ssa_v0, [0, 0], out__ssa_v0)
        with pl.at(level=pl.Level.CORE_GROUP, deps=[tid__ssa_v0]):
            t2__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(out__ssa_v1, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
            e2__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t2__ssa_v0)
            out__ssa_v2: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(e2__ssa_v0, [0, 0], out__ssa_v1)
        return out__ssa_v2
