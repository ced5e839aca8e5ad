# pypto.program: OrchIfTwoKernels
import pypto.language as pl

@pl.program
class OrchIfTwoKernels:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def scale(x__ssa_v0: pl.Tensor[[32, 64], pl.FP32], f__ssa_v0: pl.Scalar[pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        t__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        u__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, f__ssa_v0)
        out__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(u__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def shift(x__ssa_v0: pl.Tensor[[32, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        t__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        u__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(t__ssa_v0, 1.0)
        out__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(u__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[32, 64], pl.FP32], mode__ssa_v0: pl.Scalar[pl.INDEX], out__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        tmp__ssa_v0: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.create([32, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        if mode__ssa_v0 == 0:
            tmp__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = self.scale(x__ssa_v0, 2.0, tmp__ssa_v0)
            tmp__phi_v3: pl.Tensor[[32, 64], pl.FP32] = pl.yield_(tmp__ssa_v1)
        else:
            tmp__ssa_v2: pl.Tensor[[32, 64], pl.FP32] = self.shift(x__ssa_v0, tmp__ssa_v0)
            tmp__phi_v3: pl.Tensor[[32, 64], pl.FP32] = pl.yield_(tmp__ssa_v2)
        out__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = self.shift(tmp__phi_v3, out__ssa_v0)
        return out__ssa_v1
