# pypto.program: VecOverflowLoopNegative
import pypto.language as pl

@pl.program
class VecOverflowLoopNegative:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def heavy(x__ssa_v0: pl.Tensor[[512, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        acc__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
        a__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [64, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
        b__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [128, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
        c__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [192, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
        d__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [256, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
        e__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [320, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
        s1__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(a__ssa_v0, b__ssa_v0)
        s2__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(c__ssa_v0, d__ssa_v0)
        s3__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(s1__ssa_v0, s2__ssa_v0)
        s4__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(s3__ssa_v0, e__ssa_v0)
        acc__ssa_v3: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(acc__ssa_v0, s4__ssa_v0)
        out__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(acc__ssa_v3, [0, 0], out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[512, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = self.heavy(x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
