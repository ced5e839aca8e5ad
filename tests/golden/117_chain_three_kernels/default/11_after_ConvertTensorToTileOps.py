# pypto.program: ChainThreeKernels
import pypto.language as pl

@pl.program
class ChainThreeKernels:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k_add(a__ssa_v0: pl.Tensor[[32, 128], pl.FP32], b__ssa_v0: pl.Tensor[[32, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        ta__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(a__ssa_v0, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
        tb__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(b__ssa_v0, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
        s__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(ta__ssa_v0, tb__ssa_v0)
        out__ssa_v1: pl.Tensor[[32, 128], pl.FP32] = pl.tile.store(s__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k_exp(x__ssa_v0: pl.Tensor[[32, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        t__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
        e__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t__ssa_v0)
        out__ssa_v1: pl.Tensor[[32, 128], pl.FP32] = pl.tile.store(e__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k_scale(x__ssa_v0: pl.Tensor[[32, 128], pl.FP32], f__ssa_v0: pl.Scalar[pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        t__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
        s__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, f__ssa_v0)
        out__ssa_v1: pl.Tensor[[32, 128], pl.FP32] = pl.tile.store(s__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[32, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        e__ssa_v0: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.create([32, 128], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        e__ssa_v1: pl.Tensor[[32, 128], pl.FP32] = self.k_exp(x__ssa_v0, e__ssa_v0)
        s__ssa_v0: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.create([32, 128], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        s__ssa_v1: pl.Tensor[[32, 128], pl.FP32] = self.k_scale(e__ssa_v1, 0.25, s__ssa_v0)
        out__ssa_v1: pl.Tensor[[32, 128], pl.FP32] = self.k_add(e__ssa_v1, s__ssa_v1, out__ssa_v0)
        return out__ssa_v1
