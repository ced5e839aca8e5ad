# pypto.program: KernelIfElseTiles
import pypto.language as pl

@pl.program
class KernelIfElseTiles:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def pick(x__ssa_v0: pl.Tensor[[32, 128], pl.FP32], y__ssa_v0: pl.Tensor[[32, 128], pl.FP32], flag__ssa_v0: pl.Scalar[pl.INDEX], out__ssa_v0: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        a__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
        if 0 < flag__ssa_v0:
            b__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(y__ssa_v0, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
            c__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(a__ssa_v0, b__ssa_v0)
            r__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(c__ssa_v0)
            r__phi_v2: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.yield_(r__ssa_v0)
        else:
            d__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.neg(a__ssa_v0)
            r__ssa_v1: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.relu(d__ssa_v0)
            r__phi_v2: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.yield_(r__ssa_v1)
        out__ssa_v1: pl.Tensor[[32, 128], pl.FP32] = pl.tile.store(r__phi_v2, [0, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[32, 128], pl.FP32], y__ssa_v0: pl.Tensor[[32, 128], pl.FP32], flag__ssa_v0: pl.Scalar[pl.INDEX], out__ssa_v0: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[32, 128], pl.FP32] = self.pick(x__ssa_v0, y__ssa_v0, flag__ssa_v0, out__ssa_v0)
        return out__ssa_v1
