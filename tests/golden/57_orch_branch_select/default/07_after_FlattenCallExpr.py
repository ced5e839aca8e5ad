# pypto.program: OrchBranchSelect
import pypto.language as pl

@pl.program
class OrchBranchSelect:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def add_one(x__ssa_v0: pl.Tensor[[16, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        t__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        u__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(t__ssa_v0, 1.0)
        out__ssa_v1: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(u__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def halve(x__ssa_v0: pl.Tensor[[16, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        t__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        u__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, 0.5)
        out__ssa_v1: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(u__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[16, 64], pl.FP32], flag__ssa_v0: pl.Scalar[pl.INT32], out__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        if 0 < pl.cast(flag__ssa_v0, pl.INDEX):
            out__ssa_v1: pl.Tensor[[16, 64], pl.FP32] = self.add_one(x__ssa_v0, out__ssa_v0)
            out__phi_v3: pl.Tensor[[16, 64], pl.FP32] = pl.yield_(out__ssa_v1)
        else:
            out__ssa_v2: pl.Tensor[[16, 64], pl.FP32] = self.halve(x__ssa_v0, out__ssa_v0)
            out__phi_v3: pl.Tensor[[16, 64], pl.FP32] = pl.yield_(out__ssa_v2)
        return out__phi_v3
