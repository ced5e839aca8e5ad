# pypto.program: TwoKernelsSharedTemp
import pypto.language as pl

@pl.program
class TwoKernelsSharedTemp:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def stage_a(x__ssa_v0: pl.Tensor[[32, 128], pl.FP32], tmp__ssa_v0: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        t__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
        u__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.adds(t__ssa_v0, 3.0)
        v__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.mul(u__ssa_v0, t__ssa_v0)
        done__ssa_v0: pl.Tensor[[32, 128], pl.FP32] = pl.tile.store(v__ssa_v0, [0, 0], tmp__ssa_v0)
        return done__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def stage_b(tmp__ssa_v0: pl.Tensor[[32, 128], pl.FP32], x__ssa_v0: pl.Tensor[[32, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        a__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(tmp__ssa_v0, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
        b__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
        c__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.sub(a__ssa_v0, b__ssa_v0)
        d__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.div(c__ssa_v0, b__ssa_v0)
        done__ssa_v0: pl.Tensor[[32, 128], pl.FP32] = pl.tile.store(d__ssa_v0, [0, 0], out__ssa_v0)
        return done__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[32, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        tmp__ssa_v0: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.create([32, 128], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        tmp__ssa_v1: pl.Tensor[[32, 128], pl.FP32] = self.stage_a(x__ssa_v0, tmp__ssa_v0)
        out__ssa_v1: pl.Tensor[[32, 128], pl.FP32] = self.stage_b(tmp__ssa_v1, x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
