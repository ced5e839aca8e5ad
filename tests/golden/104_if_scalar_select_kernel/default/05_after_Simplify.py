# pypto.program: IfScalarSelectKernel
import pypto.language as pl

@pl.program
class IfScalarSelectKernel:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def pick(x__ssa_v0: pl.Tensor[[32, 64], pl.FP32], y__ssa_v0: pl.Tensor[[32, 64], pl.FP32], mode__ssa_v0: pl.Scalar[pl.INDEX], out__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        a__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        b__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(y__ssa_v0, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        if 0 < mode__ssa_v0:
            s__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(a__ssa_v0, b__ssa_v0)
            t__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(s__ssa_v0, 0.5)
            r__rv_v0: pl.Tile[[32, 64], pl.FP32] = pl.yield_(t__ssa_v0)
        else:
            d__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(a__ssa_v0, b__ssa_v0)
            r__rv_v0: pl.Tile[[32, 64], pl.FP32] = pl.yield_(d__ssa_v0)
        e__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(r__rv_v0)
        done__ssa_v0: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(e__ssa_v0, [0, 0], out__ssa_v0)
        return done__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[32, 64], pl.FP32], y__ssa_v0: pl.Tensor[[32, 64], pl.FP32], mode__ssa_v0: pl.Scalar[pl.INDEX], out__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        out__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = self.pick(x__ssa_v0, y__ssa_v0, mode__ssa_v0, out__ssa_v0)
        return out__ssa_v1
